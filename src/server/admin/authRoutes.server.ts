import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type AdminContext, sendAdminPage } from './adminContext.server.ts'
import { isLoginThrottled, loginThrottle } from './loginThrottle.server.ts'
import { hashPassword, PasswordHashingBusyError, verifyPassword } from './passwords.server.ts'
import { cookieNames, hashSessionToken, newSessionToken, sessionLimits } from './sessionPolicy.server.ts'

// Compared against when no account has the address, so a wrong address costs as long as a
// wrong password and the timing does not tell which addresses exist.
const unknownAccountHash = hashPassword('no account has this address')

// A path in the admin area of URL characters only (RFC 3986, no backslash): nothing a Location
// header cannot carry (CR, LF, non-Latin-1) and nothing a browser reads as another host.
const adminPath = /^\/admin(\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/

/** Only a path inside the admin area may follow sign-in: never another site. */
export function safeNext(next: string | undefined): string {
  return next && next.length <= 2000 && adminPath.test(next) && !next.includes('//') ? next : '/admin/leads'
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

/** GET and POST /admin/login, POST /admin/logout. */
export async function authRoutes(app: FastifyInstance, context: AdminContext) {
  const names = cookieNames(context.https)
  // Cleared with the same attributes it was set with: a browser keeps a __Host- cookie whose
  // clearing copy lacks Secure.
  const clearOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: context.https }
  const cookieOptions = { ...clearOptions, maxAge: sessionLimits.absoluteMs / 1000 }

  app.get<{ Querystring: { next?: string } }>(
    '/admin/login',
    { schema: { querystring: loginPageQuery } },
    async (request, reply) =>
      sendAdminPage(context, reply, '/admin/login', {
        kind: 'login',
        csrfToken: reply.generateCsrf(),
        next: safeNext(request.query.next),
      }),
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
          { kind: 'login', csrfToken: reply.generateCsrf(), error, emailValue: email, next },
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
      let valid: boolean
      try {
        valid = await verifyPassword(password, user?.passwordHash ?? (await unknownAccountHash))
      } catch (error) {
        if (!(error instanceof PasswordHashingBusyError)) throw error
        reply.header('Retry-After', '5')
        return refuse('throttled', 503)
      }
      if (!user || !valid) return refuse('invalid', 401)

      await context.repository.clearLoginFailures(email, request.ip)
      // A new token at every sign-in: a session fixed before sign-in is never promoted.
      await endSession(request)
      const token = newSessionToken()
      await context.repository.createSession(hashSessionToken(token), user.id, context.now())
      return reply.setCookie(names.session, token, cookieOptions).redirect(next, 303)
    },
  )

  app.post('/admin/logout', { preHandler: app.csrfProtection }, async (request, reply) => {
    await endSession(request)
    return reply.clearCookie(names.session, clearOptions).redirect('/admin/login', 303)
  })

  async function endSession(request: FastifyRequest) {
    const token = request.cookies[names.session]
    if (token) await context.repository.deleteSession(hashSessionToken(token))
  }
}
