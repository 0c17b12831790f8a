// How long an admin session lives, and what its cookie is called.
import { createHash, randomBytes } from 'node:crypto'
import { adminSessionLimits, type StoragePurpose, siteStorage } from '#config/cookies.ts'

// The same limits and names the Cookie Policy states (src/config/cookies.ts).
export const sessionLimits = {
  idleMs: adminSessionLimits.idleMinutes * 60 * 1000,
  absoluteMs: adminSessionLimits.maxHours * 60 * 60 * 1000,
} as const

function cookieListed(purpose: StoragePurpose) {
  const item = siteStorage.find((candidate) => candidate.purpose === purpose)
  if (!item) throw new Error(`the cookie policy lists no ${purpose} cookie`)
  return item
}

/**
 * The cookie names the Cookie Policy lists. On https the session and CSRF cookies take the __Host-
 * prefix, so the browser refuses them unless they are Secure, host-only and for path '/' (and
 * a sibling subdomain cannot plant one).
 */
export function cookieNames(https: boolean) {
  const named = (item: ReturnType<typeof cookieListed>) => (https ? (item.httpsName ?? item.name) : item.name)
  return { session: named(cookieListed('adminSession')), csrf: named(cookieListed('adminCsrf')) }
}

/** A random 256-bit session token for the cookie; only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export interface SessionTimes {
  createdAt: Date
  lastSeenAt: Date
}

/** A session ends after 30 idle minutes or 12 hours, whichever comes first. */
export function isSessionExpired(session: SessionTimes, now: Date): boolean {
  const at = now.getTime()
  return (
    at - session.lastSeenAt.getTime() > sessionLimits.idleMs ||
    at - session.createdAt.getTime() > sessionLimits.absoluteMs
  )
}
