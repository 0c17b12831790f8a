// The databases every repository and API test runs against: SQLite always, PostgreSQL when
// TEST_DATABASE_URL names one (.ci/run starts a local server and sets it).
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { DatabaseConfig } from '../config.server.ts'
import { type OpenDatabase, openDatabase } from './openDatabase.server.ts'

export interface TestDatabase extends OpenDatabase {
  /** Options that open this same database again (a second instance, a restart). */
  options: DatabaseConfig
  drop(): Promise<void>
}

export interface TestDatabaseTarget {
  name: 'sqlite' | 'postgres'
  /** A fresh, empty, migrated database of its own. */
  create(): Promise<TestDatabase>
}

const postgresUrl = process.env.TEST_DATABASE_URL

if (!postgresUrl) console.info('PostgreSQL tests skipped: TEST_DATABASE_URL not set')

export const testDatabaseTargets: TestDatabaseTarget[] = [
  {
    name: 'sqlite',
    async create() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-db-'))
      const opened = await openDatabase({ dataDir })
      return {
        ...opened,
        options: { dataDir },
        async drop() {
          await opened.db.destroy()
          rmSync(dataDir, { recursive: true, force: true })
        },
      }
    },
  },
  ...(postgresUrl ? [{ name: 'postgres' as const, create: () => createPostgresSchema(postgresUrl) }] : []),
]

/** A throwaway schema per test database, so test files can run in parallel on one server. */
async function createPostgresSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  const databaseUrl = scoped.toString()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-pg-'))
  const opened = await openDatabase({ dataDir, databaseUrl })
  return {
    ...opened,
    options: { dataDir, databaseUrl },
    async drop() {
      await opened.db.destroy()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop schema ${schema} cascade`)
      await cleanup.end()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
