import { describe, expect, it } from 'vitest'
import { cookieNames, hashSessionToken, isSessionExpired, newSessionToken } from './sessionPolicy.server.ts'

const minute = 60 * 1000
const at = (ms: number) => new Date(ms)

describe('admin sessions', () => {
  it('makes 256-bit tokens that never repeat and stores only their hash', () => {
    const token = newSessionToken()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(newSessionToken()).not.toBe(token)
    expect(hashSessionToken(token)).not.toContain(token)
    expect(hashSessionToken(token)).toBe(hashSessionToken(token))
  })

  it('ends after 30 idle minutes', () => {
    expect(isSessionExpired({ createdAt: at(0), lastSeenAt: at(0) }, at(30 * minute))).toBe(false)
    expect(isSessionExpired({ createdAt: at(0), lastSeenAt: at(0) }, at(30 * minute + 1))).toBe(true)
  })

  it('ends after 12 hours however active it is', () => {
    const now = 12 * 60 * minute + 1
    expect(isSessionExpired({ createdAt: at(0), lastSeenAt: at(now - minute) }, at(now))).toBe(true)
  })

  it('uses the __Host- prefix only on https', () => {
    expect(cookieNames(true).session).toBe('__Host-bd_session')
    expect(cookieNames(false).session).toBe('bd_session')
  })
})
