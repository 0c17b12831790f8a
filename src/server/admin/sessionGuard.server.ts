import type { FastifyReply, FastifyRequest } from 'fastify'
import { landingSection } from '#features/admin/adminSections.ts'
import { can } from '#features/admin/roles.ts'
import { type AdminContext, sendAdminPage } from './adminContext.server.ts'
import { cookieNames, hashSessionToken, isSessionExpired } from './sessionPolicy.server.ts'

/**
 * onRequest for the whole /admin prefix. A route without a permission is public (the onRoute
 * check in requirePermission.server.ts allows that to sign-in and set-password only). Otherwise:
 * without a valid session, a redirect to sign-in for pages and 401 for the API; with one whose
 * role lacks the route's permission, 403 (JSON for the API, a page saying so otherwise); else
 * the session goes on the request.
 */
export function sessionGuard(context: AdminContext) {
  const names = cookieNames(context.https)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { permission } = request.routeOptions.config
    if (permission === undefined) return
    const path = request.url.split('?')[0] ?? ''
    const api = path.startsWith('/admin/api/')
    const token = request.cookies[names.session]
    const tokenHash = token ? hashSessionToken(token) : undefined
    const session = tokenHash ? await context.repository.findSession(tokenHash) : undefined
    const now = context.now()
    if (!session || !tokenHash || isSessionExpired(session, now)) {
      if (session && tokenHash) await context.repository.deleteSession(tokenHash)
      if (api) return reply.code(401).send({ error: 'unauthorized' })
      const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : ''
      return reply.redirect(`/admin/login${next}`, 303)
    }
    await context.repository.touchSession(tokenHash, now)
    request.adminSession = session
    if (can(session.role, permission)) return
    if (api) return reply.code(403).send({ error: 'forbidden' })
    const { key, path: homePath } = landingSection(session.role)
    return sendAdminPage(
      context,
      reply,
      '/admin/forbidden',
      { kind: 'forbidden', email: session.email, csrfToken: reply.generateCsrf(), home: { key, path: homePath } },
      403,
    )
  }
}
