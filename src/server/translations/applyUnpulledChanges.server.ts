import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'jsonc-parser'
import type { Kysely } from 'kysely'
import { isKnownKey } from '#features/translations/checkUnit.ts'
import { flatten } from '#features/translations/flatten.ts'
import { readTranslationSources, type TranslationSources } from '#features/translations/sources.server.ts'
import { englishOnlyNamespaces, isLocale, type Locale } from '#i18n/locales.ts'
import type { Database } from '../db/types.server.ts'
import { confirmUnit } from './confirmUnit.server.ts'
import { findKeyUnit } from './describeUnit.server.ts'
import { setJsonValue } from './editJsonValue.server.ts'
import { serializedOnFile } from './fileQueue.server.ts'
import { createTranslationChanges, type TranslationChange } from './translationChanges.server.ts'
import { RefusedEdit, splitFullKey } from './translationPaths.server.ts'
import { writeFileAtomically } from './writeFileAtomically.server.ts'

export interface AppliedChange {
  id: number
  locale: string
  unit: string
  /** written: the folder had another value; unchanged: it had this one already; skipped: see reason. */
  outcome: 'written' | 'unchanged' | 'skipped'
  reason?: string
}

export interface ApplyReport {
  /** The newest unpulled change of each unit, and what applying it did. */
  changes: AppliedChange[]
  /** Every unpulled change read (older ones of a unit included): what `pull` marks as pulled. */
  readIds: number[]
}

const articleUnit = /^blog\/([a-z0-9-]+)$/

/** The newest change of each (locale, unit), in id order. */
function newestPerUnit(changes: TranslationChange[]): TranslationChange[] {
  const newest = new Map<string, TranslationChange>()
  for (const change of changes) newest.set(`${change.locale}\u0000${change.unit}`, change)
  return [...newest.values()].sort((a, b) => a.id - b.id)
}

/** The unit a change belongs to as the fingerprints name it (a plural form's base), and its English. */
function englishOf(sources: TranslationSources, unit: string): { id: string; english: string } | undefined {
  const slug = articleUnit.exec(unit)?.[1]
  if (slug) {
    const english = sources.texts.en.articles.get(slug)?.text
    return english === undefined ? undefined : { id: unit, english }
  }
  const { namespace, key } = splitFullKey(unit)
  const found = findKeyUnit(sources, namespace, key)
  return found && { id: `${namespace}:${found.key}`, english: found.english }
}

interface KeyEdit {
  change: TranslationChange
  key: string
}

/** Applies one namespace file's edits in one write, each a one-value edit; returns each edit's outcome. */
async function applyToNamespace(
  dir: string,
  locale: Locale,
  namespace: string,
  edits: KeyEdit[],
): Promise<AppliedChange[]> {
  const file = path.join(dir, locale, `${namespace}.json`)
  const englishFile = path.join(dir, 'en', `${namespace}.json`)
  const skip = (reason: string) =>
    edits.map(({ change }) => ({ id: change.id, locale, unit: change.unit, outcome: 'skipped' as const, reason }))
  if (!existsSync(englishFile)) return skip('English no longer has this namespace')
  if (!existsSync(file)) return skip(`${locale}/${namespace}.json does not exist`)
  if (locale !== 'en' && englishOnlyNamespaces.includes(namespace)) return skip('the namespace is English only')
  return serializedOnFile(file, async () => {
    const englishText = readFileSync(englishFile, 'utf8')
    const english = flatten(parse(englishText))
    let text = readFileSync(file, 'utf8')
    const results: AppliedChange[] = []
    for (const { change, key } of edits) {
      const result = { id: change.id, locale, unit: change.unit }
      if (!isKnownKey(english, locale, key)) {
        results.push({ ...result, outcome: 'skipped', reason: 'English no longer has this key' })
        continue
      }
      const next = setJsonValue(text, englishText, key, change.after)
      results.push({ ...result, outcome: next === text ? 'unchanged' : 'written' })
      text = next
    }
    if (results.some((result) => result.outcome === 'written')) await writeFileAtomically(file, text)
    return results
  })
}

async function applyToArticle(dir: string, locale: Locale, slug: string, change: TranslationChange) {
  const result = { id: change.id, locale, unit: change.unit }
  if (!existsSync(path.join(dir, 'en', 'blog', `${slug}.md`)))
    return { ...result, outcome: 'skipped' as const, reason: 'English no longer has this article' }
  const file = path.join(dir, locale, 'blog', `${slug}.md`)
  return serializedOnFile(file, async () => {
    if (existsSync(file) && readFileSync(file, 'utf8') === change.after)
      return { ...result, outcome: 'unchanged' as const }
    await writeFileAtomically(file, change.after)
    return { ...result, outcome: 'written' as const }
  })
}

/**
 * The edit layer (decision 0011): applies the newest unpulled change of each unit to a locales
 * folder, as the save wrote it (one value in place, or the article file), and records each applied
 * translation as made from that folder's English, as the save did. A key or article English no
 * longer has is skipped and reported; nothing else is touched. At start on LOCALES_DIR; by
 * `npm run i18n -- pull` on the working tree; by a publish on a build's copy, up to its last change.
 */
export async function applyUnpulledChanges(
  db: Kysely<Database>,
  targetLocalesDir: string,
  options: {
    /** A publish's last change: the folder becomes what that publish saw. */
    upToId?: number
    /** Only changes after this one (those made on another instance since this one applied). */
    afterId?: number
  } = {},
): Promise<ApplyReport> {
  const read = await createTranslationChanges(db).unpulled(options)
  const results: AppliedChange[] = []
  const byFile = new Map<string, { locale: Locale; namespace: string; edits: KeyEdit[] }>()
  for (const change of newestPerUnit(read)) {
    const { locale, unit } = change
    if (!isLocale(locale)) {
      results.push({ id: change.id, locale, unit, outcome: 'skipped', reason: 'not a language of the site' })
      continue
    }
    const slug = articleUnit.exec(unit)?.[1]
    if (slug) {
      results.push(await applyToArticle(targetLocalesDir, locale, slug, change))
      continue
    }
    try {
      const { namespace, key } = splitFullKey(unit)
      const group = byFile.get(`${locale}/${namespace}`) ?? { locale, namespace, edits: [] }
      group.edits.push({ change, key })
      byFile.set(`${locale}/${namespace}`, group)
    } catch (error) {
      if (!(error instanceof RefusedEdit)) throw error
      results.push({ id: change.id, locale, unit, outcome: 'skipped', reason: error.message })
    }
  }
  for (const { locale, namespace, edits } of byFile.values())
    results.push(...(await applyToNamespace(targetLocalesDir, locale, namespace, edits)))

  // The save recorded each translation as made from the English of then; so does the layer.
  const applied = results.filter((result) => result.outcome !== 'skipped' && result.locale !== 'en')
  const sources = applied.length > 0 ? readTranslationSources(targetLocalesDir) : undefined
  const confirmed = new Set<string>()
  for (const { locale, unit } of applied) {
    const source = sources && isLocale(locale) ? englishOf(sources, unit) : undefined
    if (!source || !isLocale(locale) || confirmed.has(`${locale}:${source.id}`)) continue
    confirmed.add(`${locale}:${source.id}`)
    await confirmUnit(targetLocalesDir, locale, source.id, source.english)
  }
  return { changes: results.sort((a, b) => a.id - b.id), readIds: read.map((change) => change.id) }
}
