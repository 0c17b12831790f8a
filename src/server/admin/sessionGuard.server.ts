import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AdminContext } from './adminContext.server.ts'
import { cookieNames, hashSessionToken, isSessionExpired } from './sessionPolicy.server.ts'

const publicPaths = new Set(['/admin/login'])

/**
 * onRequest for the whole /admin prefix but sign-in: without a valid session, a redirect to
 * sign-in for pages and 401 for the API; with one, the session goes on the request.
 */
export function sessionGuard(context: AdminContext) {
  const names = cookieNames(context.https)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? ''
    if (publicPaths.has(path)) return
    const token = request.cookies[names.session]
    const tokenHash = token ? hashSessionToken(token) : undefined
    const session = tokenHash ? await context.repository.findSession(tokenHash) : undefined
    const now = context.now()
    if (!session || !tokenHash || isSessionExpired(session, now)) {
      if (session && tokenHash) await context.repository.deleteSession(tokenHash)
      if (path.startsWith('/admin/api/')) return reply.code(401).send({ error: 'unauthorized' })
      const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : ''
      return reply.redirect(`/admin/login${next}`, 303)
    }
    await context.repository.touchSession(tokenHash, now)
    request.adminSession = session
  }
}
