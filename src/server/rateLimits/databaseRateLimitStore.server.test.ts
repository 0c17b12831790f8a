import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/openDatabase.server.ts'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { databaseRateLimitStore } from './databaseRateLimitStore.server.ts'

type Counted = { current: number; ttl: number }

describe.each(testDatabaseTargets)('the database rate-limit store on $name', (target) => {
  let database: TestDatabase
  let clock: number
  beforeEach(async () => {
    database = await target.create()
    clock = 1_800_000_000_000
  })
  afterEach(() => database.drop())

  function routeStore(db = database.db, route = { method: 'POST', url: '/api/contact' }) {
    const Store = databaseRateLimitStore({ db, now: () => clock })
    return new Store({}).child({ routeInfo: route } as never)
  }
  function incr(store: ReturnType<typeof routeStore>, key: string, windowMs = 60_000, max = 5) {
    return new Promise<Counted>((resolve, reject) =>
      store.incr(key, (error, counted) => (error || !counted ? reject(error) : resolve(counted)), windowMs, max),
    )
  }

  it('counts each client apart and opens a new window when the old one is over', async () => {
    const store = routeStore()
    expect(await incr(store, '203.0.113.7')).toEqual({ current: 1, ttl: 60_000 })
    clock += 10_000
    expect(await incr(store, '203.0.113.7')).toEqual({ current: 2, ttl: 50_000 })
    expect(await incr(store, '198.51.100.2')).toEqual({ current: 1, ttl: 60_000 })
    clock += 50_000
    expect(await incr(store, '203.0.113.7')).toEqual({ current: 1, ttl: 60_000 })
  })

  it('keeps one count for a client across connections, as instances behind a balancer do', async () => {
    const other = await openDatabase(database.options)
    try {
      const [first, second] = [routeStore(), routeStore(other.db)]
      const counts = await Promise.all(
        Array.from({ length: 12 }, (_, index) => incr(index % 2 ? first : second, 'client')),
      )
      expect(counts.map((counted) => counted.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, index) => index + 1),
      )
    } finally {
      await other.db.destroy()
    }
  })

  it('counts the same client apart on two limited routes', async () => {
    await incr(routeStore(), 'client')
    expect(await incr(routeStore(database.db, { method: 'POST', url: '/other' }), 'client')).toMatchObject({
      current: 1,
    })
  })

  it('keeps one count for a client across the routes of one group', async () => {
    const Store = databaseRateLimitStore({ db: database.db, now: () => clock })
    const grouped = (url: string) =>
      new Store({}).child({ routeInfo: { method: 'POST', url }, groupId: 'contact' } as never)
    // The plugin appends the group to the client's key.
    await incr(grouped('/api/contact'), 'clientcontact')
    expect(await incr(grouped('/ar/contact'), 'clientcontact')).toMatchObject({ current: 2 })
  })

  it("keeps a createRateLimit limiter's count (no route, its key named by its generator) apart from its group's", async () => {
    const Store = databaseRateLimitStore({ db: database.db, now: () => clock })
    const root = new Store({})
    const group = root.child({ routeInfo: { method: 'POST', url: '/api/contact' }, groupId: 'contact' } as never)
    // What createRateLimit gives the store: the plugin's options and an empty routeInfo.
    const limiter = root.child({ routeInfo: {} } as never)
    await incr(group, 'clientcontact')
    await incr(group, 'clientcontact')
    expect(await incr(limiter, 'accepted clientcontact')).toMatchObject({ current: 1 })
    const keys = await database.db.selectFrom('rate_limits').select('key').orderBy('key').execute()
    expect(keys.map((row) => row.key)).toEqual(['group clientcontact', 'limiter accepted clientcontact'])
  })

  it('deletes expired counters as it goes, so the table does not grow without end', async () => {
    const store = routeStore()
    for (const client of ['a', 'b', 'c']) await incr(store, client, 1_000)
    clock += 120_000
    await incr(store, 'd', 1_000)
    const keys = await database.db.selectFrom('rate_limits').select('key').execute()
    expect(keys.map((row) => row.key)).toEqual(['POST /api/contact d'])
  })

  it('answers a client already over its limit from memory, writing nothing, until its window ends', async () => {
    const store = routeStore()
    for (let hit = 1; hit <= 3; hit++) expect(await incr(store, 'hammer', 60_000, 2)).toMatchObject({ current: hit })
    await database.db.deleteFrom('rate_limits').execute()
    clock += 1_000
    expect(await incr(store, 'hammer', 60_000, 2)).toEqual({ current: 4, ttl: 59_000 })
    expect(await database.db.selectFrom('rate_limits').select('key').execute()).toEqual([])
    clock += 59_000
    expect(await incr(store, 'hammer', 60_000, 2)).toEqual({ current: 1, ttl: 60_000 })
  })
})
