import { type Kysely, sql } from 'kysely'
import { dialectOf } from '../dialect.server.ts'

// Leads and their notifications. Times are ISO strings in SQLite and timestamptz in PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  const time = postgres ? 'timestamptz' : 'text'
  const id = postgres ? 'serial' : 'integer'

  await db.schema
    .createTable('leads')
    .addColumn('id', id, (column) => (postgres ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('new').check(sql`status in ('new', 'contacted', 'won', 'lost', 'spam')`),
    )
    .addColumn('spam_reason', 'text')
    .addColumn('note', 'text')
    .execute()
  // The admin list shows the newest leads of one status first.
  await db.schema.createIndex('leads_status_created_at').on('leads').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('outbox')
    .addColumn('id', id, (column) => (postgres ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('lead_id', 'integer', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time, (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', time)
    .addColumn('created_at', time, (column) => column.notNull())
    .execute()
  await db.schema.createIndex('outbox_lead_id').on('outbox').column('lead_id').execute()
  // The worker asks for unsent rows that are due.
  await db.schema
    .createIndex('outbox_pending')
    .on('outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute()
  await db.schema.dropTable('leads').execute()
}
