import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// The time token of decision 0006: '<issuedAtMs>.<HMAC-SHA256 of issuedAtMs>', put into the
// contact page when it is served. A person needs more than a few seconds to fill the form; a bot
// that posts at once, replays a token for weeks or makes one up is caught.

export const formTokenMaxAgeMs = 7 * 24 * 60 * 60 * 1000

export type FormTokenVerdict = 'ok' | 'missing' | 'forged' | 'tooFast' | 'expired'

export interface FormTokens {
  issue(now?: number): string
  verify(token: unknown, now?: number): FormTokenVerdict
}

export function createFormTokens(secret: string | Buffer, minAgeMs: number): FormTokens {
  function sign(issuedAt: string): string {
    return createHmac('sha256', secret).update(issuedAt).digest('base64url')
  }
  return {
    issue(now = Date.now()) {
      const issuedAt = String(now)
      return `${issuedAt}.${sign(issuedAt)}`
    },
    verify(token, now = Date.now()) {
      if (typeof token !== 'string' || token === '') return 'missing'
      const match = /^(\d{1,16})\.([\w-]{43})$/.exec(token)
      if (!match?.[1] || !match[2]) return 'forged'
      const expected = Buffer.from(sign(match[1]))
      const given = Buffer.from(match[2])
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged'
      const age = now - Number(match[1])
      // A token from the future was not issued by this clock: treat it like a forgery.
      if (age < -60_000) return 'forged'
      if (age < minAgeMs) return 'tooFast'
      if (age > formTokenMaxAgeMs) return 'expired'
      return 'ok'
    },
  }
}

/**
 * FORM_TOKEN_SECRET when set (several instances must share it); otherwise a random secret made
 * once and kept in DATA_DIR, so a restart does not turn every open form into spam.
 */
export function loadFormTokenSecret(configured: string | undefined, dataDir: string): string | Buffer {
  if (configured) return configured
  const file = path.join(dataDir, 'form-token-secret')
  mkdirSync(dataDir, { recursive: true })
  try {
    // 'wx' fails if another process made the file first; then both read the same secret.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readFileSync(file, 'utf8').trim()
}
