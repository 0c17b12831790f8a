import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { dialectOf } from '../dialect.server.ts'

// Staff who sign in to /admin, their sessions (only a hash of each token is kept) and failed
// sign-ins, which throttle further attempts.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  const time = postgres ? 'timestamptz' : 'text'
  const id = postgres ? 'serial' : 'integer'
  const primaryId = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement()

  await db.schema
    .createTable('admin_users')
    .addColumn('id', id, primaryId)
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('last_seen_at', time, (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('admin_login_failures')
    .addColumn('id', id, primaryId)
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('failed_at', time, (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('admin_login_failures_ip')
    .on('admin_login_failures')
    .columns(['ip', 'failed_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_login_failures').execute()
  await db.schema.dropTable('admin_sessions').execute()
  await db.schema.dropTable('admin_users').execute()
}
