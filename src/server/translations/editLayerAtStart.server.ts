import type { FastifyInstance } from 'fastify'
import { localesDir } from '#i18n/localesDir.server.ts'
import { applyUnpulledChanges } from './applyUnpulledChanges.server.ts'
import { noteApplied } from './syncWorkingCopy.server.ts'
import { createTranslationChanges } from './translationChanges.server.ts'

/**
 * At start, before any route serves: the translators' unpulled edits go back onto the working
 * copy, which a redeploy has just replaced with git's files (decision 0011). A failure is logged,
 * not fatal: the public site does not read the working copy, and the next start tries again.
 */
export async function applyEditLayerAtStart(app: FastifyInstance, dir = localesDir()): Promise<void> {
  try {
    const newest = await createTranslationChanges(app.database.db).newestId()
    const { changes } = await applyUnpulledChanges(app.database.db, dir)
    noteApplied(dir, newest)
    const count = (outcome: string) => changes.filter((change) => change.outcome === outcome).length
    app.log.info(
      { dir, written: count('written'), unchanged: count('unchanged'), skipped: count('skipped') },
      'translation edits applied to the working copy',
    )
    for (const change of changes.filter((c) => c.outcome === 'skipped'))
      app.log.warn({ change }, 'translation edit skipped')
  } catch (error) {
    app.log.error({ err: error, dir }, 'translation edits could not be applied to the working copy')
  }
}
