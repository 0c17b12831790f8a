import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { dialectOf } from '../dialect.server.ts'

// Every change a translator or staff member saves in the admin editor: who, when, which language
// and unit ('home:hero.title', a plural form 'common:projects_few', or 'blog/<slug>' for a whole
// article file), the text before and after. It is the history (and restore), and the layer of
// edits over the repository's files that survives a redeploy until a developer pulls it into git
// (`pulled_at`, decision 0011).
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  const time = postgres ? 'timestamptz' : 'text'
  const id = postgres ? 'serial' : 'integer'
  const primaryId = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement()

  await db.schema
    .createTable('translation_changes')
    .addColumn('id', id, primaryId)
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('unit', 'text', (column) => column.notNull())
    // null: the key or article did not exist before.
    .addColumn('before', 'text')
    .addColumn('after', 'text', (column) => column.notNull())
    .addColumn('author_email', 'text', (column) => column.notNull())
    .addColumn('changed_at', time, (column) => column.notNull())
    // The change this one restored, if it was a restore.
    .addColumn('restored_from', 'integer')
    .addColumn('pulled_at', time)
    .execute()
  await db.schema
    .createIndex('translation_changes_unit')
    .on('translation_changes')
    .columns(['locale', 'unit', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translation_changes').execute()
}
