import path from 'node:path'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { SQLite } from './sqliteDriver.server.ts'
import { testDatabaseTargets } from './testDatabases.server.ts'

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
