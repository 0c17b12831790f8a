import path from 'node:path'
import Fastify from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createLeads } from '../leads/leads.server.ts'
import { SQLite } from './sqliteDriver.server.ts'
import { type TestDatabaseTarget, testDatabaseTargets } from './testDatabases.server.ts'

describe.each(testDatabaseTargets)('opening the database ($name)', (target) => {
  // On PostgreSQL each test database is a schema of one server database: a second one, made
  // while the first is migrated, must get migration tables of its own, not take the first's.
  it('migrates a second database beside one that is already migrated', async () => {
    const first = await target.create()
    try {
      const second = await target.create()
      try {
        const tables = await second.db.introspection.getTables()
        expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['leads', 'outbox']))
      } finally {
        await second.drop()
      }
    } finally {
      await first.drop()
    }
  })
})

describe('SQLite locked by another process', () => {
  it('keeps answering /healthz while a write waits for the lock, then makes the write', async () => {
    const sqlite = testDatabaseTargets.find((target) => target.name === 'sqlite')
    if (!sqlite) throw new Error('no SQLite target')
    const database = await sqlite.create()
    const app = Fastify()
    app.get('/healthz', async () => ({ status: 'ok' }))
    const locker = new SQLite(path.join(database.options.dataDir, 'site.sqlite'))
    try {
      locker.exec('BEGIN EXCLUSIVE')
      let written = false
      const write = database.db
        .insertInto('admin_login_failures')
        .values({ email: 'a@example.com', ip: '192.0.2.1', failed_at: new Date().toISOString() })
        .execute()
        .then(() => {
          written = true
        })
      // Let the write reach the database before asking for /healthz.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
      const started = performance.now()
      const health = await app.inject('/healthz')
      expect(health.statusCode).toBe(200)
      expect(performance.now() - started).toBeLessThan(1000)
      expect(written).toBe(false)
      locker.exec('COMMIT')
      await write
      const rows = await database.db.selectFrom('admin_login_failures').selectAll().execute()
      expect(rows).toHaveLength(1)
    } finally {
      if (locker.inTransaction) locker.exec('ROLLBACK')
      locker.close()
      await app.close()
      await database.drop()
    }
  })
})

describe('a failed SQLite transaction', () => {
  // A full disk: SQLite refuses the insert with SQLITE_FULL and rolls the transaction back by
  // itself. The caller (and the log) must get that error, not the failed ROLLBACK's.
  // SQLite ends the transaction itself when a statement fails with SQLITE_FULL and the like,
  // depending on where it failed: modelled here exactly, by its own ROLLBACK before the error.
  it('throws the error that ended the transaction, not the failed ROLLBACK after it', async () => {
    const sqlite = testDatabaseTargets.find((target) => target.name === 'sqlite')
    const database = await (sqlite as TestDatabaseTarget).create()
    try {
      const diskFull = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })
      const failure = await database.db
        .transaction()
        .execute(async (trx) => {
          await sql.raw('rollback').execute(trx)
          throw diskFull
        })
        .catch((error: unknown) => error)
      expect(failure).toBe(diskFull)
      // The connection takes the next transaction.
      await database.db.transaction().execute((trx) => sql`select 1`.execute(trx))
    } finally {
      await database.drop()
    }
  })

  it('keeps the real error when SQLite already rolled the transaction back', async () => {
    const sqlite = testDatabaseTargets.find((target) => target.name === 'sqlite')
    const database = await (sqlite as TestDatabaseTarget).create()
    try {
      const leads = createLeads(database.db)
      const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(database.db)).rows[0] ?? {
        page_count: 0,
      }
      await sql.raw(`pragma max_page_count = ${page_count}`).execute(database.db)
      const lead = {
        idempotencyKey: crypto.randomUUID(),
        name: 'Amina Tariq',
        email: 'amina@example.com',
        phone: '',
        message: 'x'.repeat(200_000),
        locale: 'en',
        page: '/contact',
        userAgent: null,
        ip: null,
      }
      const notify = () => ({ recipient: 'leads@example.com', subject: 'New lead', body: 'A lead' })
      const failure = await leads.insert(lead, notify).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(Error)
      expect((failure as Error & { code?: string }).code).toBe('SQLITE_FULL')
      expect((failure as Error).message).toBe('database or disk is full')
      // Nothing was stored, and the connection takes the next transaction.
      await sql.raw('pragma max_page_count = 1073741823').execute(database.db)
      expect(await leads.count()).toBe(0)
      expect((await leads.insert({ ...lead, message: 'A normal message.' }, notify)).created).toBe(true)
    } finally {
      await database.drop()
    }
  })
})
