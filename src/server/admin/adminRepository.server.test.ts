import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { isLoginThrottled, loginThrottle } from './loginThrottle.server.ts'

for (const target of testDatabaseTargets) {
  describe(`admin accounts on ${target.name}`, () => {
    let database: TestDatabase
    let repository: ReturnType<typeof createAdminRepository>
    beforeAll(async () => {
      database = await target.create()
      repository = createAdminRepository(database.db)
    })
    afterAll(() => database.drop())

    it('creates an account once and never overwrites it', async () => {
      expect(await repository.createUserIfAbsent('owner@example.com', 'hash-1')).toBe(true)
      expect(await repository.createUserIfAbsent('owner@example.com', 'hash-2')).toBe(false)
      expect((await repository.findUserByEmail('owner@example.com'))?.passwordHash).toBe('hash-1')
    })

    it('keeps a session until it is deleted', async () => {
      const user = await repository.findUserByEmail('owner@example.com')
      const start = new Date('2026-01-01T10:00:00Z')
      await repository.createSession('token-hash', user?.id ?? 0, start)
      await repository.touchSession('token-hash', new Date('2026-01-01T10:20:00Z'))
      const session = await repository.findSession('token-hash')
      expect(session?.email).toBe('owner@example.com')
      expect(session?.createdAt.toISOString()).toBe(start.toISOString())
      expect(session?.lastSeenAt.toISOString()).toBe('2026-01-01T10:20:00.000Z')
      await repository.deleteSession('token-hash')
      expect(await repository.findSession('token-hash')).toBeUndefined()
    })

    it('throttles an account from one address without blocking the owner elsewhere', async () => {
      const now = new Date()
      // Five failed attempts, then the sixth (recorded before its password is checked) must wait.
      for (let i = 0; i <= loginThrottle.perAccountAndAddress; i++) {
        await repository.recordLoginFailure('owner@example.com', '203.0.113.9', now)
      }
      const since = new Date(now.getTime() - loginThrottle.windowMs)
      expect(isLoginThrottled(await repository.countLoginFailures('owner@example.com', '203.0.113.9', since))).toBe(
        true,
      )
      expect(isLoginThrottled(await repository.countLoginFailures('owner@example.com', '198.51.100.7', since))).toBe(
        false,
      )
      await repository.clearLoginFailures('owner@example.com', '203.0.113.9')
      expect(isLoginThrottled(await repository.countLoginFailures('owner@example.com', '203.0.113.9', since))).toBe(
        false,
      )
    })
  })
}
