import { describe, expect, it } from 'vitest'
import { hashPassword, passwordProblem, verifyPassword } from './passwords.server.ts'

// Real OWASP cost: each hash takes about half a second, more on a busy machine.
describe('admin passwords', { timeout: 60_000 }, () => {
  it('verifies the password it hashed and nothing else', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('correct horse battery')).not.toBe(await hashPassword('correct horse battery'))
  })

  it('refuses a password under 12 characters', () => {
    expect(passwordProblem('elevenchars')).toMatch(/12 characters/)
    expect(passwordProblem('twelve chars')).toBeUndefined()
  })

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await verifyPassword('anything at all', 'md5$abc')).toBe(false)
  })
})
