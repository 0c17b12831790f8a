import { describe, expect, it } from 'vitest'
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
