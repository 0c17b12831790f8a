import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { landingSection } from '#features/admin/adminSections.ts'
import type { SetPasswordView } from '#features/admin/adminViews.ts'
import type { AccountsRepository } from './accountsRepository.server.ts'
import { type AdminContext, sendAdminPage } from './adminContext.server.ts'
import { isLoginThrottled, loginThrottle } from './loginThrottle.server.ts'
import { hashPasswordLinkToken } from './passwordLinks.server.ts'
import { hashPassword, PasswordHashingBusyError, passwordProblem } from './passwords.server.ts'
import { startSession } from './sessionCookie.server.ts'

// Links that did not work count as failed sign-ins of this pseudo-account, so an address trying
// tokens is throttled as a password guesser is (the tokens are 256-bit: this only limits noise).
const throttleKey = '(set-password link)'

const tokenQuery = { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } } as const
// A post without a body still meets the CSRF check (403) rather than the schema.
const passwordForm = {
  type: ['object', 'null'],
  properties: {
    token: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 1024 },
    repeat: { type: 'string', maxLength: 1024 },
  },
} as const

interface PasswordForm {
  token?: string
  password?: string
  repeat?: string
}

/**
 * GET and POST /admin/set-password: public, since whoever holds the link has no password yet.
 * A used, expired or unknown link (or one for a disabled account) gets one answer for all, so
 * the page tells nothing about which addresses have accounts.
 */
export async function setPasswordRoutes(
  app: FastifyInstance,
  context: AdminContext & { accounts: AccountsRepository },
) {
  const { accounts, repository } = context

  const show = (reply: FastifyReply, view: Omit<SetPasswordView, 'kind' | 'csrfToken'>, status: number) =>
    sendAdminPage(
      context,
      reply,
      '/admin/set-password',
      { kind: 'set-password', csrfToken: reply.generateCsrf(), ...view },
      status,
    )

  async function throttled(request: FastifyRequest) {
    const now = context.now().getTime()
    const since = new Date(now - loginThrottle.windowMs)
    const recentSince = new Date(now - loginThrottle.accountSpacingMs)
    return isLoginThrottled(await repository.countLoginFailures(throttleKey, request.ip, since, recentSince))
  }

  async function expired(request: FastifyRequest, reply: FastifyReply) {
    await repository.recordLoginFailure(throttleKey, request.ip, context.now(), loginThrottle.windowMs)
    return show(reply, { state: 'expired' }, 410)
  }

  app.get<{ Querystring: { token?: string } }>(
    '/admin/set-password',
    { schema: { querystring: tokenQuery }, attachValidation: true },
    async (request, reply) => {
      if (await throttled(request)) return show(reply, { state: 'throttled' }, 429)
      const token = request.validationError ? undefined : request.query.token
      const invitation = token ? await accounts.findInvitation(hashPasswordLinkToken(token), context.now()) : undefined
      if (!token || !invitation) return expired(request, reply)
      return show(reply, { state: 'form', token, accountEmail: invitation.email }, 200)
    },
  )

  app.post<{ Body: PasswordForm | null | undefined }>(
    '/admin/set-password',
    { schema: { body: passwordForm }, preHandler: app.csrfProtection },
    async (request, reply) => {
      if (await throttled(request)) return show(reply, { state: 'throttled' }, 429)
      const { token = '', password = '', repeat = '' } = request.body ?? {}
      const tokenHash = hashPasswordLinkToken(token)
      const invitation = token ? await accounts.findInvitation(tokenHash, context.now()) : undefined
      if (!invitation) return expired(request, reply)
      const again = (error: SetPasswordView['error'], status: number) =>
        show(reply, { state: 'form', token, accountEmail: invitation.email, error }, status)
      if (passwordProblem(password)) return again('short', 400)
      if (password !== repeat) return again('mismatch', 400)
      let passwordHash: string
      try {
        passwordHash = await hashPassword(password)
      } catch (error) {
        if (!(error instanceof PasswordHashingBusyError)) throw error
        reply.header('Retry-After', '5')
        return again('busy', 503)
      }
      // Used once, even by two requests at the same moment: only one marks it used.
      const account = await accounts.consumePasswordLink(tokenHash, passwordHash, context.now())
      if (!account) return expired(request, reply)
      await startSession(repository, reply, account.userId, { https: context.https, now: context.now() })
      return reply.redirect(landingSection(account.role).path, 303)
    },
  )
}
