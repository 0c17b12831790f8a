import type { Locale } from '#i18n/locales.ts'
import { fingerprintOf, readFingerprints, writeFingerprints } from './fingerprintFile.server.ts'
import type { Fingerprints } from './fingerprints.ts'
import { splitPluralKey } from './plurals.ts'
import { readTranslationSources } from './sources.server.ts'
import { type TranslationUnit, translationUnits } from './units.ts'

function unitsOf(dir: string, locale: Locale): TranslationUnit[] {
  const { texts } = readTranslationSources(dir)
  return translationUnits(texts.en, texts[locale])
}

/** A unit by its id; a plural form's id ('home:x_few') names its plural key ('home:x'). */
function findUnit(units: TranslationUnit[], id: string): TranslationUnit {
  const found = units.find((unit) => unit.id === id) ?? units.find((unit) => unit.id === splitPluralKey(id)?.[0])
  if (!found) throw new Error(`${id}: no such key or article in English (namespace:key or blog/<slug>)`)
  if (!found.translated) throw new Error(`${id}: there is no translation of it to confirm`)
  return found
}

/**
 * Records that the translation of a unit (or, with 'all', of every translated unit: the
 * bootstrap) matches the English as it is now. Accepted exceptions are kept; entries of units
 * that no longer exist are dropped by 'all'. Returns how many units were confirmed.
 */
export function confirmTranslations(dir: string, locale: Locale, target: string | 'all'): number {
  const units = unitsOf(dir, locale)
  const old = readFingerprints(dir, locale)
  const chosen = target === 'all' ? units.filter((unit) => unit.translated) : [findUnit(units, target)]
  const next: Fingerprints = target === 'all' ? {} : { ...old }
  if (target === 'all') {
    // Exceptions of units that still exist survive a bootstrap.
    for (const unit of units) if (old[unit.id]?.accept) next[unit.id] = { accept: old[unit.id]?.accept }
  }
  for (const unit of chosen) {
    next[unit.id] = { ...next[unit.id], hash: fingerprintOf(unit.english), en: unit.english }
  }
  writeFingerprints(dir, locale, next)
  return chosen.length
}

/** Keeps a glossary or direction finding ('glossary:<variant>', 'direction:<run>') as intended. */
export function acceptException(dir: string, locale: Locale, id: string, exception: string): void {
  if (!/^(glossary|direction):./.test(exception))
    throw new Error(`${exception}: expected glossary:<variant> or direction:<text>`)
  const unit = findUnit(unitsOf(dir, locale), id)
  const fingerprints = readFingerprints(dir, locale)
  const entry = fingerprints[unit.id] ?? {}
  const accept = [...new Set([...(entry.accept ?? []), exception])].sort()
  fingerprints[unit.id] = { ...entry, accept }
  writeFingerprints(dir, locale, fingerprints)
}
