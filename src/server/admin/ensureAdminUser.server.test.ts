import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { ensureAdminUser } from './ensureAdminUser.server.ts'
import { verifyPassword } from './passwords.server.ts'

describe('the first admin account', { timeout: 60_000 }, () => {
  const target = testDatabaseTargets[0]
  let database: TestDatabase
  beforeAll(async () => {
    database = await (target as NonNullable<typeof target>).create()
  })
  afterAll(() => database.drop())

  it('refuses a password under 12 characters and creates nothing', async () => {
    await expect(ensureAdminUser(database.db, 'owner@example.com', 'short pass')).rejects.toThrow('12 characters')
    expect(await createAdminRepository(database.db).findUserByEmail('owner@example.com')).toBeUndefined()
  })

  it('creates the account once and never replaces its password', async () => {
    expect(await ensureAdminUser(database.db, ' Owner@Example.com ', 'a long enough password')).toBe('created')
    expect(await ensureAdminUser(database.db, 'owner@example.com', 'another long password')).toBe('exists')
    const user = await createAdminRepository(database.db).findUserByEmail('owner@example.com')
    expect(await verifyPassword('a long enough password', user?.passwordHash ?? '')).toBe(true)
  })

  it('makes the first account an owner, and another the role it is asked for', async () => {
    const repository = createAdminRepository(database.db)
    expect((await repository.findUserByEmail('owner@example.com'))?.role).toBe('owner')
    expect(await ensureAdminUser(database.db, 'words@example.com', 'a long enough password', 'translator')).toBe(
      'created',
    )
    expect(await repository.findUserByEmail('words@example.com')).toMatchObject({ role: 'translator', disabled: false })
  })
})
