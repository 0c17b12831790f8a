import { checkUnitValues, type UnitCheckInput } from '#features/translations/checkUnit.ts'
import { fingerprintOf } from '#features/translations/fingerprintFile.server.ts'
import { glossaryTermsFor } from '#features/translations/glossaryTermsFor.ts'
import { placeholdersOf } from '#features/translations/placeholders.ts'
import { pluralCategories, pluralGroups, splitPluralKey } from '#features/translations/plurals.ts'
import type { TranslationSources } from '#features/translations/sources.server.ts'
import { type Locale, localeInfo, locales } from '#i18n/locales.ts'
import { toEditorFinding } from './editorFindings.server.ts'
import type { EditorForm, EditorLocale, EditorUnit } from './editorTypes.server.ts'

/** A key of English as the editor and the fingerprints name it: a plain key or a plural key's base. */
export interface KeyUnit {
  namespace: string
  /** The key, or the plural key's base. */
  key: string
  plural: boolean
  /** The English it translates, as the fingerprints hash it ('one: …\nother: …' for a plural key). */
  english: string
  englishForms: Map<string, string>
}

/** The unit of a key English has ('common:projects', 'common:projects_few' or 'home:hero.title'), or undefined. */
export function findKeyUnit(sources: TranslationSources, namespace: string, key: string): KeyUnit | undefined {
  const english = sources.texts.en.namespaces[namespace]
  if (!english) return undefined
  const groups = pluralGroups(english)
  const base = groups.has(key) ? key : splitPluralKey(key)?.[0]
  const forms = base === undefined ? undefined : groups.get(base)
  if (base !== undefined && forms) {
    const englishForms = new Map([...forms].map(([category, value]) => [category as string, String(value)]))
    const text = [...forms].map(([category, value]) => `${category}: ${String(value)}`).join('\n')
    return { namespace, key: base, plural: true, english: text, englishForms }
  }
  const value = english.get(key)
  if (typeof value !== 'string') return undefined
  return { namespace, key, plural: false, english: value, englishForms: new Map([['', value]]) }
}

/** The full keys a locale has for a unit: the key, or one per plural category the locale needs. */
export function keysOfUnit(unit: KeyUnit, locale: Locale): { key: string; category: Intl.LDMLPluralRule | null }[] {
  if (!unit.plural) return [{ key: unit.key, category: null }]
  return pluralCategories(locale).map((category) => ({ key: `${unit.key}_${category}`, category }))
}

export function checkInput(sources: TranslationSources, locale: Locale): UnitCheckInput {
  return {
    locale,
    english: sources.texts.en,
    target: sources.texts[locale],
    fingerprints: sources.fingerprints[locale],
    glossary: sources.glossary,
  }
}

function describeLocale(sources: TranslationSources, unit: KeyUnit, locale: Locale): EditorLocale | undefined {
  const values = sources.texts[locale].namespaces[unit.namespace]
  if (!values) return undefined
  const keys = keysOfUnit(unit, locale)
  const forms: EditorForm[] = keys.map(({ key, category }) => {
    const value = values.get(key)
    return { key: `${unit.namespace}:${key}`, category, value: typeof value === 'string' ? value : null }
  })
  const present = Object.fromEntries(keys.filter(({ key }) => values.has(key)).map(({ key }) => [key, values.get(key)]))
  const translated = Object.keys(present).length > 0
  const recorded = sources.fingerprints[locale][`${unit.namespace}:${unit.key}`]
  const outdated =
    locale !== 'en' && translated && recorded?.hash !== fingerprintOf(unit.english)
      ? { englishBefore: recorded?.en ?? '', englishAfter: unit.english }
      : null
  const findings =
    locale === 'en'
      ? []
      : checkUnitValues(
          checkInput(sources, locale),
          unit.namespace,
          present,
          keys.map(({ key }) => key),
        )
  return {
    locale,
    dir: localeInfo[locale].dir,
    forms,
    outdated,
    glossary: glossaryTermsFor(sources.glossary, locale, unit.english).map(({ english, preferred, avoid, note }) => ({
      english,
      preferred,
      avoid,
      ...(note ? { note } : {}),
    })),
    findings: findings.map(toEditorFinding),
  }
}

/** A key in English, Arabic and Urdu as the editor's panel shows it (undefined: English has no such key). */
export function describeUnit(sources: TranslationSources, namespace: string, key: string): EditorUnit | undefined {
  const unit = findKeyUnit(sources, namespace, key)
  if (!unit) return undefined
  const tokens = [...new Set([...unit.englishForms.values()].flatMap(placeholdersOf))]
  return {
    unit: `${namespace}:${unit.key}`,
    plural: unit.plural,
    placeholders: tokens.filter((token) => token.startsWith('{{')),
    tags: tokens.filter((token) => token.startsWith('<')),
    locales: locales.flatMap((locale) => describeLocale(sources, unit, locale) ?? []),
  }
}
