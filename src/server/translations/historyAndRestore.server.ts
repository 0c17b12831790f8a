import { readFileSync } from 'node:fs'
import { parse } from 'jsonc-parser'
import { flatten } from '#features/translations/flatten.ts'
import type { Locale } from '#i18n/locales.ts'
import { type EditorArticle, saveArticle } from './articles.server.ts'
import type { EditorUnit, SaveOutcome } from './editorTypes.server.ts'
import { type SaveContext, saveValues } from './saveValues.server.ts'
import type { TranslationChange, TranslationChanges } from './translationChanges.server.ts'
import { articleFile, editableLocale, namespaceFile, splitFullKey } from './translationPaths.server.ts'

const categories = ['zero', 'one', 'two', 'few', 'many', 'other']
const articleUnit = /^blog\/([a-z0-9-]+)$/

export interface HistoryEntry {
  id: number
  key: string
  before: string | null
  after: string
  author: string
  at: string
  restoredFrom: number | null
}

/** The units a history asks for: an article, or a key with every plural form it may have. */
function unitsOf(key: string): string[] {
  if (articleUnit.test(key)) return [key]
  const { namespace, key: base } = splitFullKey(key)
  return [`${namespace}:${base}`, ...categories.map((category) => `${namespace}:${base}_${category}`)]
}

/** A key's (or an article's) changes in one language, newest first. */
export async function historyOf(changes: TranslationChanges, locale: Locale, key: string): Promise<HistoryEntry[]> {
  const found = await changes.history(locale, unitsOf(key))
  return found.map((change) => ({
    id: change.id,
    key: change.unit,
    before: change.before,
    after: change.after,
    author: change.author,
    at: change.at.toISOString(),
    restoredFrom: change.restoredFrom,
  }))
}

export type RestoreOutcome =
  | { status: 'not-found' }
  | { status: 'no-before'; change: TranslationChange }
  | (SaveOutcome<EditorUnit> & { kind: 'key' })
  | (SaveOutcome<EditorArticle> & { kind: 'article' })

/**
 * Sets a key (or an article) back to what it was before a change, through the save path: checked,
 * written atomically, recorded as a new change that names the one it restored. A change that
 * created the key has nothing to go back to.
 */
export async function restoreChange(context: SaveContext, id: number): Promise<RestoreOutcome> {
  const change = await context.changes.find(id)
  if (!change) return { status: 'not-found' }
  if (change.before === null) return { status: 'no-before', change }
  const locale = editableLocale(change.locale)
  const slug = articleUnit.exec(change.unit)?.[1]
  if (slug) {
    const file = articleFile(context.dir, locale, slug)
    let current: string | null = null
    try {
      current = readFileSync(file, 'utf8')
    } catch {}
    const saved = await saveArticle(context, {
      locale,
      slug,
      source: change.before,
      expected: current,
      restoredFrom: change.id,
    })
    return { ...saved, kind: 'article' }
  }
  const { namespace, key } = splitFullKey(change.unit)
  const onDisk = flatten(parse(readFileSync(namespaceFile(context.dir, locale, namespace), 'utf8')))
  const value = onDisk.get(key)
  const saved = await saveValues(context, {
    locale,
    values: { [change.unit]: change.before },
    expected: { [change.unit]: typeof value === 'string' ? value : null },
    restoredFrom: change.id,
  })
  return { ...saved, kind: 'key' }
}
