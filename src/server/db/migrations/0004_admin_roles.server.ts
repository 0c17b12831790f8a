import type { Kysely } from 'kysely'
import { dialectOf } from '../dialect.server.ts'

// Accounts get a role (owner, staff, translator: src/features/admin/roles.ts) and can be
// disabled; an owner invites others with a one-time set-password link, of which only a hash is
// kept. Existing accounts were all full staff: they become owners, so nobody loses a page.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  const time = postgres ? 'timestamptz' : 'text'
  await db.schema
    .alterTable('admin_users')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('owner'))
    .execute()
  await db.schema.alterTable('admin_users').addColumn('disabled_at', time).execute()

  await db.schema
    .createTable('admin_invitations')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (column) => column.references('admin_users.id').onDelete('set null'))
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('expires_at', time, (column) => column.notNull())
    .addColumn('used_at', time)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_invitations').execute()
  await db.schema.alterTable('admin_users').dropColumn('disabled_at').execute()
  await db.schema.alterTable('admin_users').dropColumn('role').execute()
}
