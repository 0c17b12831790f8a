import type { FastifyInstance, FastifyRequest } from 'fastify'
import { landingSection } from '#features/admin/adminSections.ts'
import type { Role } from '#features/admin/roles.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'
import { isLoginThrottled, loginThrottle } from './loginThrottle.server.ts'
import { hashPassword, isPasswordHash, PasswordHashingBusyError, verifyPassword } from './passwords.server.ts'
import { sessionCookieOptions, startSession } from './sessionCookie.server.ts'
import { cookieNames, hashSessionToken } from './sessionPolicy.server.ts'

// Compared against when no account has the address (or it has no password yet), so a wrong
// address costs as long as a wrong password and the timing does not tell which addresses exist.
const unknownAccountHash = hashPassword('no account has this address')

// A path in the admin area of URL characters only (RFC 3986, no backslash): nothing a Location
// header cannot carry (CR, LF, non-Latin-1) and nothing a browser reads as another host.
const adminPath = /^\/admin(\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/

/** Only a path inside the admin area may follow sign-in: never another site. */
export function safeNext(next: string | undefined): string | undefined {
  return next && next.length <= 2000 && adminPath.test(next) && !next.includes('//') ? next : undefined
}

const loginPageQuery = { type: 'object', properties: { next: { type: 'string' } } } as const
// A post without a body still meets the CSRF check (403) rather than the schema.
const loginForm = {
  type: ['object', 'null'],
  properties: {
    email: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 1024 },
    next: { type: 'string', maxLength: 2000 },
  },
} as const

interface LoginForm {
  email?: string
  password?: string
  next?: string
}

const signedIn = { permission: 'signedIn' } as const

/** GET and POST /admin/login, POST /admin/logout, and /admin itself (the role's start page). */
export async function authRoutes(
  app: FastifyInstance,
  context: AdminContext & { canOpen: (role: Role, path: string) => boolean },
) {
  const names = cookieNames(context.https)
  const clearOptions = sessionCookieOptions(context.https).clear

  app.get('/admin', { config: signedIn }, async (request, reply) =>
    reply.redirect(landingSection(sessionOf(request).role).path, 303),
  )

  app.get<{ Querystring: { next?: string } }>(
    '/admin/login',
    { schema: { querystring: loginPageQuery } },
    async (request, reply) => {
      const next = safeNext(request.query.next)
      return sendAdminPage(context, reply, '/admin/login', {
        kind: 'login',
        csrfToken: reply.generateCsrf(),
        ...(next ? { next } : {}),
      })
    },
  )

  app.post<{ Body: LoginForm | null | undefined }>(
    '/admin/login',
    { schema: { body: loginForm }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const { email: typed = '', password = '', next: asked } = request.body ?? {}
      const email = typed.trim().toLowerCase()
      const next = safeNext(asked)
      const refuse = (error: 'invalid' | 'throttled', status: number) =>
        sendAdminPage(
          context,
          reply,
          '/admin/login',
          { kind: 'login', csrfToken: reply.generateCsrf(), error, emailValue: email, ...(next ? { next } : {}) },
          status,
        )

      // The attempt counts as a failure before the password is checked (and is cleared if it
      // turns out right): parallel guesses each see the others, so no more than the throttle
      // allows ever reach scrypt.
      const now = context.now()
      const attempt = await context.repository.recordLoginFailure(email, request.ip, now, loginThrottle.windowMs)
      const since = new Date(now.getTime() - loginThrottle.windowMs)
      const recentSince = new Date(now.getTime() - loginThrottle.accountSpacingMs)
      if (isLoginThrottled(await context.repository.countLoginFailures(email, request.ip, since, recentSince))) {
        // Refused before its password was checked: no guess, so it does not hold the slot.
        await context.repository.forgetLoginFailure(attempt)
        return refuse('throttled', 429)
      }
      const user = await context.repository.findUserByEmail(email)
      const stored = user && isPasswordHash(user.passwordHash) ? user.passwordHash : await unknownAccountHash
      let valid: boolean
      try {
        valid = await verifyPassword(password, stored)
      } catch (error) {
        if (!(error instanceof PasswordHashingBusyError)) throw error
        reply.header('Retry-After', '5')
        return refuse('throttled', 503)
      }
      // A disabled account gets the same answer as a wrong password.
      if (!user || !valid || stored !== user.passwordHash || user.disabled) return refuse('invalid', 401)

      await context.repository.clearLoginFailures(email, request.ip)
      // A new token at every sign-in: a session fixed before sign-in is never promoted.
      await endSession(request)
      await startSession(context.repository, reply, user.id, { https: context.https, now: context.now() })
      // A page the role may not open is never the landing: its start page is.
      const landing = next && context.canOpen(user.role, next) ? next : landingSection(user.role).path
      return reply.redirect(landing, 303)
    },
  )

  app.post('/admin/logout', { preHandler: app.csrfProtection, config: signedIn }, async (request, reply) => {
    await endSession(request)
    return reply.clearCookie(names.session, clearOptions).redirect('/admin/login', 303)
  })

  async function endSession(request: FastifyRequest) {
    const token = request.cookies[names.session]
    if (token) await context.repository.deleteSession(hashSessionToken(token))
  }
}
