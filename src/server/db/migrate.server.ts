import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { DialectName } from './dialect.server.ts'
import * as leadsAndOutbox from './migrations/0001_leads_and_outbox.server.ts'
import * as adminUsersAndSessions from './migrations/0002_admin_users_and_sessions.server.ts'
import * as rateLimits from './migrations/0003_rate_limits.server.ts'
import * as adminRoles from './migrations/0004_admin_roles.server.ts'
import * as translationChanges from './migrations/0005_translation_changes.server.ts'
import * as publishes from './migrations/0006_publishes.server.ts'

// A static list rather than a folder scan: the production server runs the TypeScript sources
// through tsx, and a bundler or a packaged build keeps working without a readable folder.
const migrations: Record<string, Migration> = {
  '0001_leads_and_outbox': leadsAndOutbox,
  '0002_admin_users_and_sessions': adminUsersAndSessions,
  '0003_rate_limits': rateLimits,
  '0004_admin_roles': adminRoles,
  '0005_translation_changes': translationChanges,
  '0006_publishes': publishes,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; Kysely's lock makes concurrent starts of several instances safe. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema, before it exists
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Unless told its schema, Kysely takes its migration tables in ANY schema of the database for
  // its own: beside another migrated schema (a second site, a test's) it would skip creating
  // them and fail on the first query. On PostgreSQL it is told the connection's current schema.
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) throw new Error('PostgreSQL names no current schema: check search_path')
  return schema
}
