import type { FastifyReply } from 'fastify'
import type { AdminRepository } from './adminRepository.server.ts'
import { cookieNames, hashSessionToken, newSessionToken, sessionLimits } from './sessionPolicy.server.ts'

/**
 * The session cookie's attributes. It is cleared with the same ones it was set with: a browser
 * keeps a __Host- cookie whose clearing copy lacks Secure.
 */
export function sessionCookieOptions(https: boolean) {
  const clear = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: https }
  return { clear, set: { ...clear, maxAge: sessionLimits.absoluteMs / 1000 } }
}

/** Starts a new session for the account (a new token, only its hash stored) and sets its cookie. */
export async function startSession(
  repository: AdminRepository,
  reply: FastifyReply,
  userId: number,
  options: { https: boolean; now: Date },
) {
  const token = newSessionToken()
  await repository.createSession(hashSessionToken(token), userId, options.now)
  reply.setCookie(cookieNames(options.https).session, token, sessionCookieOptions(options.https).set)
}
