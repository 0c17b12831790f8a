import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { setTimeout } from 'node:timers/promises'
import { type CompiledQuery, type DatabaseConnection, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DatabaseConfig } from '../config.server.ts'
import type { DialectName } from './dialect.server.ts'
import { migrateToLatest } from './migrate.server.ts'
import { SQLite, SqliteDialectKeepingErrors } from './sqliteDriver.server.ts'
import type { Database } from './types.server.ts'

export interface OpenDatabase {
  db: Kysely<Database>
  dialect: DialectName
  /** Where the data lives, without a password: for the start-up log. */
  location: string
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url)
}

/** Opens the database the configuration names and runs the migrations before anything reads it. */
export async function openDatabase(options: DatabaseConfig): Promise<OpenDatabase> {
  const opened = isPostgresUrl(options.databaseUrl)
    ? openPostgres(options.databaseUrl)
    : openSqlite(path.join(options.dataDir, 'site.sqlite'))
  try {
    await migrateToLatest(opened.db, opened.dialect)
  } catch (error) {
    await opened.db.destroy()
    throw error
  }
  return opened
}

function openSqlite(file: string): OpenDatabase {
  mkdirSync(path.dirname(file), { recursive: true })
  const database = new SQLite(file)
  // WAL lets readers work while a lead is written; synchronous=FULL makes each commit reach the
  // disk before the visitor is told the message was received (decision 0006).
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = FULL')
  database.pragma('foreign_keys = ON')
  // Another process (a second instance, the admin CLI) may hold the write lock for a moment.
  // better-sqlite3 waits out busy_timeout synchronously, freezing every request: wait only a
  // moment there, then retry with timers, so the event loop serves /healthz and static files.
  database.pragma(`busy_timeout = ${sqliteBusy.syncWaitMs}`)
  const dialect = new SqliteDialectKeepingErrors({
    database,
    onCreateConnection: async (connection) => retryWhenBusy(connection),
  })
  return { db: new Kysely<Database>({ dialect }), dialect: 'sqlite', location: file }
}

/** How SQLite's lock is waited for: briefly in the driver, then with timers, for at most `totalMs`. */
export const sqliteBusy = { syncWaitMs: 20, totalMs: 5000, maxDelayMs: 100 }

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_'))
}

/** Kysely's one SQLite connection, its statements retried while another process holds the lock. */
function retryWhenBusy(connection: DatabaseConnection) {
  const execute = connection.executeQuery.bind(connection)
  connection.executeQuery = async <R>(query: CompiledQuery) => {
    const deadline = Date.now() + sqliteBusy.totalMs
    for (let delay = 5; ; delay = Math.min(delay * 2, sqliteBusy.maxDelayMs)) {
      try {
        return await execute<R>(query)
      } catch (error) {
        if (!isBusy(error) || Date.now() + delay > deadline) throw error
        await setTimeout(delay)
      }
    }
  }
}

function openPostgres(url: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const location = new URL(url)
  location.password = ''
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    location: location.toString(),
  }
}
