import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { isLocale } from '#i18n/locales.ts'
import type { Database } from '../db/types.server.ts'
import { removeJsonValue, setJsonValue } from './editJsonValue.server.ts'
import { createTranslationChanges, type TranslationChange } from './translationChanges.server.ts'
import { RefusedEdit, splitFullKey } from './translationPaths.server.ts'
import { writeFileAtomically } from './writeFileAtomically.server.ts'

const articleUnit = /^blog\/([a-z0-9-]+)$/

/**
 * Turns a copy of the working copy back into what it was right after change `afterId`: each unit
 * changed since gets the `before` of its first change after that one (a key or article that did
 * not exist is removed). With `applyUnpulledChanges(…, { upToId })` it is the other way to build
 * a publish's locales: from the working copy itself, when git's pristine files are not at hand.
 * Only units the layer changed are touched; returns them.
 */
export async function rewindUnpulledChanges(
  db: Kysely<Database>,
  copyDir: string,
  options: { afterId: number },
): Promise<string[]> {
  const later = await createTranslationChanges(db).unpulled({ afterId: options.afterId })
  const first = new Map<string, TranslationChange>()
  for (const change of later)
    if (!first.has(`${change.locale}:${change.unit}`)) first.set(`${change.locale}:${change.unit}`, change)
  const rewound: string[] = []
  for (const change of first.values()) {
    if (!isLocale(change.locale)) continue
    const slug = articleUnit.exec(change.unit)?.[1]
    if (slug) {
      const file = path.join(copyDir, change.locale, 'blog', `${slug}.md`)
      if (change.before === null) rmSync(file, { force: true })
      else await writeFileAtomically(file, change.before)
      rewound.push(`${change.locale} ${change.unit}`)
      continue
    }
    let parts: { namespace: string; key: string }
    try {
      parts = splitFullKey(change.unit)
    } catch (error) {
      if (error instanceof RefusedEdit) continue
      throw error
    }
    const file = path.join(copyDir, change.locale, `${parts.namespace}.json`)
    const englishFile = path.join(copyDir, 'en', `${parts.namespace}.json`)
    if (!existsSync(file) || !existsSync(englishFile)) continue
    const text = readFileSync(file, 'utf8')
    const next =
      change.before === null
        ? removeJsonValue(text, parts.key)
        : setJsonValue(text, readFileSync(englishFile, 'utf8'), parts.key, change.before)
    if (next !== text) await writeFileAtomically(file, next)
    rewound.push(`${change.locale} ${change.unit}`)
  }
  return rewound
}
