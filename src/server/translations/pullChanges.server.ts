import type { Kysely } from 'kysely'
import type { Database } from '../db/types.server.ts'
import { type ApplyReport, applyUnpulledChanges } from './applyUnpulledChanges.server.ts'
import { createTranslationChanges } from './translationChanges.server.ts'

/**
 * `npm run i18n -- pull`: the translators' unpulled edits written into a working tree's locales,
 * then marked pulled, so the developer commits them and from then on git's value is the one the
 * layer leaves alone (decision 0011). Skipped edits (English dropped the key) are marked too: they
 * can never apply, and the report names them.
 */
export async function pullChanges(
  db: Kysely<Database>,
  targetLocalesDir: string,
  now = new Date(),
): Promise<ApplyReport> {
  const report = await applyUnpulledChanges(db, targetLocalesDir)
  await createTranslationChanges(db).markPulled(report.readIds, now)
  return report
}
