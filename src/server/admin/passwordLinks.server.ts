// One-time set-password links: how an invited account gets its first password, and how an owner
// resets a forgotten one. The token is as random as a session's and, like it, only its hash is
// kept, so the database alone opens nothing.
import type { FastifyRequest } from 'fastify'
import { siteUrl } from '#config/site.ts'
import { hashSessionToken, newSessionToken } from './sessionPolicy.server.ts'

export const passwordLinkLifetimeMs = 72 * 60 * 60 * 1000

export const newPasswordLinkToken = newSessionToken
export const hashPasswordLinkToken = hashSessionToken

/** The link to pass on: on SITE_URL when it is set, else on the origin the owner is using. */
export function passwordLinkUrl(request: FastifyRequest, token: string): string {
  const origin = process.env.SITE_URL ? siteUrl() : `${request.protocol}://${request.host}`
  return `${origin}/admin/set-password?token=${encodeURIComponent(token)}`
}
