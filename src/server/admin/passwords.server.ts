// Password hashing for admin users: scrypt at the cost OWASP's Password Storage Cheat Sheet
// recommends (N=2^17, r=8, p=1), with a random salt per password.
import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import pLimit from 'p-limit'
import { minimumPasswordLength } from '#features/admin/passwordRules.ts'

export const recommendedCost = { N: 2 ** 17, r: 8, p: 1 } as const
const keyLength = 64
// scrypt needs 128 * N * r bytes (128 MiB here); Node's default ceiling is 32 MiB.
const maxmem = 256 * 1024 * 1024

/**
 * Each scrypt takes 128 MiB and a thread of libuv's pool (4 by default), which static files and
 * the DNS share: at most `concurrent` run at once, at most `queued` wait, the rest are refused.
 * `computed` counts hashes started, for the tests and the abuse bench.
 */
export const passwordHashing = { concurrent: 2, queued: 16, computed: 0 }
const hashingSlots = pLimit(passwordHashing.concurrent)

/** Too many passwords are being hashed already: the caller should answer 503 and ask to retry. */
export class PasswordHashingBusyError extends Error {
  constructor() {
    super('too many passwords are being hashed at once')
    this.name = 'PasswordHashingBusyError'
  }
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (hashingSlots.pendingCount >= passwordHashing.queued) return Promise.reject(new PasswordHashingBusyError())
  return hashingSlots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        passwordHashing.computed++
        scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        )
      }),
  )
}

type ScryptCost = { N: number; r: number; p: number }

/** 'scrypt$N$r$p$salt$hash' (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: ScryptCost = recommendedCost): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * What an invited account stores until its set-password link is used: not a scrypt hash, so
 * verifyPassword never accepts any password for it.
 */
export const noPasswordYet = '!no password yet'

/** Whether a stored value is a real hash some password could match. */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith('scrypt$')
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < minimumPasswordLength) {
    return `The password must be at least ${minimumPasswordLength} characters long.`
  }
  return undefined
}
