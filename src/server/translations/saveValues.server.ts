import { readFileSync } from 'node:fs'
import { parse } from 'jsonc-parser'
import { flatten } from '#features/translations/flatten.ts'
import type { Locale } from '#i18n/locales.ts'
import { checkValues, proposedValues } from './checkValues.server.ts'
import { confirmUnit } from './confirmUnit.server.ts'
import { describeUnit, findKeyUnit } from './describeUnit.server.ts'
import { setJsonValue } from './editJsonValue.server.ts'
import { hasErrors } from './editorFindings.server.ts'
import type { EditorUnit, SaveOutcome } from './editorTypes.server.ts'
import { serializedOnFile } from './fileQueue.server.ts'
import { readNamespaceSources } from './namespaceSources.server.ts'
import type { TranslationChanges } from './translationChanges.server.ts'
import { namespaceFile } from './translationPaths.server.ts'
import { writeFileAtomically } from './writeFileAtomically.server.ts'

export interface SaveContext {
  /** The working copy (LOCALES_DIR, read at each call by the caller). */
  dir: string
  changes: TranslationChanges
  author: string
  now: Date
}

export interface SaveValuesRequest {
  locale: Locale
  /** 'ns:key' -> the new value. */
  values: Record<string, unknown>
  /** 'ns:key' -> the value the editor loaded (null: the key did not exist). */
  expected: Record<string, string | null | undefined>
  restoredFrom?: number
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? null : value)

/**
 * One save of the editor: the keys of one namespace file, each checked against what the editor
 * loaded (409 when the file changed underneath), checked by the engine (422 on an error), then
 * written as a one-value edit per key, atomically, recorded, and for a translation confirmed as
 * translated from the English of now. Saves of one file queue behind each other.
 */
export async function saveValues(context: SaveContext, request: SaveValuesRequest): Promise<SaveOutcome<EditorUnit>> {
  const { dir, changes, author, now } = context
  const { locale } = request
  const proposed = proposedValues(dir, locale, request.values)
  return serializedOnFile(proposed.file, async () => {
    const text = readFileSync(proposed.file, 'utf8')
    const onDisk = flatten(parse(text))
    const current = Object.fromEntries(
      Object.keys(proposed.values).map((key) => [`${proposed.namespace}:${key}`, stringOrNull(onDisk.get(key))]),
    )
    // Stale: the value changed underneath to something else than this save's (a repeated save is not).
    const stale = Object.entries(current).some(
      ([fullKey, value]) => value !== (request.expected[fullKey] ?? null) && value !== request.values[fullKey],
    )
    if (stale) return { status: 'stale', current, yours: request.values }

    const sources = readNamespaceSources(dir, proposed.namespace)
    const findings = checkValues(sources, locale, proposed)
    if (hasErrors(findings)) return { status: 'invalid', findings }

    const changed = Object.entries(proposed.values).filter(([key, value]) => onDisk.get(key) !== value) as [
      string,
      string,
    ][]
    if (changed.length > 0) {
      const englishText = readFileSync(namespaceFile(dir, 'en', proposed.namespace), 'utf8')
      const next = changed.reduce((json, [key, value]) => setJsonValue(json, englishText, key, value), text)
      const ids = await changes.record(
        changed.map(([key, value]) => ({
          locale,
          unit: `${proposed.namespace}:${key}`,
          before: stringOrNull(onDisk.get(key)) as string | null,
          after: value,
          author,
          restoredFrom: request.restoredFrom ?? null,
        })),
        now,
      )
      try {
        await writeFileAtomically(proposed.file, next)
      } catch (error) {
        await changes.forget(ids)
        throw error
      }
    }
    const units = Object.keys(proposed.values).flatMap((key) => findKeyUnit(sources, proposed.namespace, key) ?? [])
    if (locale !== 'en')
      for (const unit of new Map(units.map((unit) => [unit.key, unit])).values())
        await confirmUnit(dir, locale, `${unit.namespace}:${unit.key}`, unit.english)
    const [firstKey = ''] = Object.keys(proposed.values)
    const described = describeUnit(
      readNamespaceSources(dir, proposed.namespace),
      proposed.namespace,
      units[0]?.key ?? firstKey,
    )
    if (!described) throw new Error(`${proposed.namespace}:${firstKey} vanished from English during the save`)
    return { status: 'saved', saved: changed.length, unit: described }
  })
}
