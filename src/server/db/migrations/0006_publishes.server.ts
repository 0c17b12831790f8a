import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { dialectOf } from '../dialect.server.ts'

// Each publish of the public site from the current translations: who asked, its progress, the
// build it made (a folder name under the builds directory), what changed, and how it ended.
// Every instance serves the newest succeeded (or restored) publish: they poll this table.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  const time = postgres ? 'timestamptz' : 'text'
  const id = postgres ? 'serial' : 'integer'
  const primaryId = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement()

  await db.schema
    .createTable('publishes')
    .addColumn('id', id, primaryId)
    // 'building', 'live', 'failed', 'superseded'; a restore is a new row whose build is an old one.
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('build_id', 'text', (column) => column.notNull())
    .addColumn('requested_by', 'text', (column) => column.notNull())
    .addColumn('requested_at', time, (column) => column.notNull())
    .addColumn('finished_at', time)
    // Progress while building ('prerendering 40/75'), the error (naming the file) when failed.
    .addColumn('progress', 'text')
    .addColumn('error', 'text')
    // JSON: the units that changed since the build before, per locale.
    .addColumn('changes', 'text')
    // The newest translation change (translation_changes.id) the build includes: every instance
    // rebuilds the same site from the repository's files plus the unpulled changes up to it.
    .addColumn('last_change_id', 'integer')
    // Set when this publish restores an earlier build.
    .addColumn('restored_from', 'integer')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publishes').execute()
}
