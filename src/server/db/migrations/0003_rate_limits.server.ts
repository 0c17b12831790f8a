import type { Kysely } from 'kysely'
import { dialectOf } from '../dialect.server.ts'

// Rate-limit counters live in the site's database, so every instance behind a load balancer
// counts the same visitor against one limit and a restart forgets nothing. Times are
// milliseconds since the epoch: the store compares and adds them in SQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('resets_at', postgres ? 'bigint' : 'integer', (column) => column.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
}
