import type { Kysely } from 'kysely'
import { localesDir } from '#i18n/localesDir.server.ts'
import type { Database } from '../db/types.server.ts'
import { applyUnpulledChanges } from './applyUnpulledChanges.server.ts'
import { serializedOnFile } from './fileQueue.server.ts'
import { createTranslationChanges } from './translationChanges.server.ts'

/**
 * With several instances (PostgreSQL), a save writes the working copy of the instance that took
 * it. Before the editor's API answers, this instance applies the changes saved since it last
 * looked (newer ids only, so a file edited by hand is not overwritten by an old change): every
 * instance's editor shows and checks against the same values. One query when nothing is new.
 */
// Per working copy: the newest change this process has applied to it.
const seen = new Map<string, number>()

/** Says that every change up to this id is on the folder (the start-up apply). */
export function noteApplied(dir: string, id: number): void {
  seen.set(dir, Math.max(id, seen.get(dir) ?? -1))
}

export function createWorkingCopySync(db: Kysely<Database>) {
  const changes = createTranslationChanges(db)
  return async function syncWorkingCopy(dir: string = localesDir()): Promise<void> {
    const newest = await changes.newestId()
    if (newest <= (seen.get(dir) ?? -1)) return
    await serializedOnFile(`sync:${dir}`, async () => {
      const after = seen.get(dir)
      if (after !== undefined && newest <= after) return
      const { readIds } = await applyUnpulledChanges(db, dir, after === undefined ? {} : { afterId: after })
      noteApplied(dir, Math.max(newest, ...readIds))
    })
  }
}
