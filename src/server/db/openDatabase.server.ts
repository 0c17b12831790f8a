import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
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
  database.pragma('busy_timeout = 5000')
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(database) }),
    dialect: 'sqlite',
    location: file,
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
