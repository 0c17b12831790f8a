import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AccountsError, AccountsNotice, AccountsView } from '#features/admin/adminViews.ts'
import { isRole, roles } from '#features/admin/roles.ts'
import { type Account, createAccountsRepository } from './accountsRepository.server.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'
import {
  hashPasswordLinkToken,
  newPasswordLinkToken,
  passwordLinkLifetimeMs,
  passwordLinkUrl,
} from './passwordLinks.server.ts'
import { setPasswordRoutes } from './setPasswordRoutes.server.ts'

const ownersOnly = { permission: 'accounts' } as const
const emailAddress = /^[^\s@]+@[^\s@]+$/

const accountParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const
const inviteForm = {
  type: 'object',
  required: ['email', 'role'],
  properties: { email: { type: 'string', maxLength: 254 }, role: { type: 'string', enum: roles } },
} as const
const roleForm = {
  type: 'object',
  required: ['role'],
  properties: { role: { type: 'string', enum: roles } },
} as const
const doneQuery = {
  type: 'object',
  properties: { done: { type: 'string' }, account: { type: 'integer' } },
} as const

const notices = new Set<string>(['role', 'disabled', 'enabled'] satisfies AccountsNotice[])

interface AccountRoute {
  Params: { id: number }
}

type PageExtras = Pick<AccountsView, 'link' | 'notice' | 'error' | 'inviteValue'>

/**
 * The owner's accounts page: every account, an invitation form, and per account its role,
 * disabling and a new set-password link. The link is shown once, in the answer to the form that
 * made it (never in a URL, where history and logs would keep it). Also the public set-password page.
 */
export async function accountsRoutes(app: FastifyInstance, context: AdminContext) {
  const accounts = createAccountsRepository(app.database.db)
  await setPasswordRoutes(app, { ...context, accounts })

  const summary = (account: Account) => ({
    id: account.id,
    email: account.email,
    role: account.role,
    createdAt: account.createdAt.toISOString(),
    disabled: account.disabledAt !== null,
    hasPassword: account.hasPassword,
    linkExpiresAt: account.linkExpiresAt?.toISOString() ?? null,
  })

  async function showAccounts(request: FastifyRequest, reply: FastifyReply, extras: PageExtras = {}, status = 200) {
    const view: AccountsView = {
      kind: 'accounts',
      email: sessionOf(request).email,
      csrfToken: reply.generateCsrf(),
      accounts: (await accounts.list(context.now())).map(summary),
      ...extras,
    }
    return sendAdminPage(context, reply, '/admin/accounts', view, status)
  }

  /** Makes a new link for the account (its older unused ones stop working) and shows it once. */
  async function showNewLink(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    email: string,
    kind: AccountsNotice,
  ) {
    const token = newPasswordLinkToken()
    const now = context.now()
    const expiresAt = new Date(now.getTime() + passwordLinkLifetimeMs)
    await accounts.createInvitation(hashPasswordLinkToken(token), id, sessionOf(request).userId, now, expiresAt)
    const link = { email, url: passwordLinkUrl(request, token), expiresAt: expiresAt.toISOString() }
    return showAccounts(request, reply, { link, notice: { kind, email } })
  }

  async function refuse(request: FastifyRequest, reply: FastifyReply, kind: AccountsError, id?: number) {
    const email = id === undefined ? undefined : (await accounts.find(id))?.email
    return showAccounts(
      request,
      reply,
      { error: { kind, ...(email ? { email } : {}) } },
      kind === 'notFound' ? 404 : 409,
    )
  }

  app.get<{ Querystring: { done?: string; account?: number } }>(
    '/admin/accounts',
    { schema: { querystring: doneQuery }, attachValidation: true, config: ownersOnly },
    async (request, reply) => {
      const { done, account } = request.validationError ? {} : request.query
      const email = account === undefined ? undefined : (await accounts.find(account))?.email
      const notice = done && notices.has(done) && email ? { kind: done as AccountsNotice, email } : undefined
      return showAccounts(request, reply, notice ? { notice } : {})
    },
  )

  app.post<{ Body: { email: string; role: string } }>(
    '/admin/accounts/invite',
    { schema: { body: inviteForm }, attachValidation: true, preHandler: app.csrfProtection, config: ownersOnly },
    async (request, reply) => {
      if (request.validationError || !isRole(request.body.role)) return reply.code(400).send({ error: 'bad_request' })
      const email = request.body.email.trim().toLowerCase()
      const { role } = request.body
      const inviteValue = { email, role }
      if (!emailAddress.test(email)) return showAccounts(request, reply, { error: { kind: 'email' }, inviteValue }, 400)
      const id = await accounts.createInvited(email, role, context.now())
      if (id === undefined) return showAccounts(request, reply, { error: { kind: 'exists', email }, inviteValue }, 409)
      return showNewLink(request, reply, id, email, 'invited')
    },
  )

  app.post<AccountRoute & { Body: { role: string } }>(
    '/admin/accounts/:id/role',
    {
      schema: { params: accountParams, body: roleForm },
      attachValidation: true,
      preHandler: app.csrfProtection,
      config: ownersOnly,
    },
    async (request, reply) => {
      const { role } = request.body ?? {}
      if (request.validationError || !isRole(role)) return reply.code(400).send({ error: 'bad_request' })
      const outcome = await accounts.setRole(request.params.id, role)
      if (outcome !== 'changed') return refuse(request, reply, outcome, request.params.id)
      return reply.redirect(`/admin/accounts?done=role&account=${request.params.id}`, 303)
    },
  )

  for (const action of ['disable', 'enable'] as const) {
    app.post<AccountRoute>(
      `/admin/accounts/:id/${action}`,
      { schema: { params: accountParams }, attachValidation: true, preHandler: app.csrfProtection, config: ownersOnly },
      async (request, reply) => {
        if (request.validationError) return reply.code(400).send({ error: 'bad_request' })
        const outcome = await accounts.setDisabled(request.params.id, action === 'disable', context.now())
        if (outcome !== 'changed') return refuse(request, reply, outcome, request.params.id)
        return reply.redirect(`/admin/accounts?done=${action}d&account=${request.params.id}`, 303)
      },
    )
  }

  app.post<AccountRoute>(
    '/admin/accounts/:id/link',
    { schema: { params: accountParams }, attachValidation: true, preHandler: app.csrfProtection, config: ownersOnly },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send({ error: 'bad_request' })
      const account = await accounts.find(request.params.id)
      if (!account) return refuse(request, reply, 'notFound')
      return showNewLink(request, reply, account.id, account.email, 'link')
    },
  )
}
