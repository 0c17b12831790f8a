import fastifyCookie from '@fastify/cookie'
import fastifyCsrf from '@fastify/csrf-protection'
import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { ArticleRow } from '#features/admin/adminViews.ts'
import type { PreviewableArticle } from '#features/admin/preview/previewablePages.ts'
import type { Database } from '../db/types.server.ts'
import type { RenderOnRequest } from '../renderOnRequest.server.ts'
import type { AdminContext } from './adminContext.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { authRoutes } from './authRoutes.server.ts'
import { leadsRoutes } from './leadsRoutes.server.ts'
import { previewRoutes } from './previewRoutes.server.ts'
import { cookieNames, hashSessionToken, isSessionExpired } from './sessionPolicy.server.ts'
import { translationsRoute } from './translationsRoute.server.ts'

export interface AdminOptions {
  db: Kysely<Database>
  https: boolean
  render: RenderOnRequest
  /** Blog articles for the preview list and the translation status, drafts included. */
  articles: () => Promise<PreviewableArticle[]>
  articleStatus: () => Promise<ArticleRow[]>
  now?: () => Date
}

const publicPaths = new Set(['/admin/login'])

/**
 * Everything under /admin: one guard for the whole prefix (sign-in page aside) answers a redirect
 * to sign-in for pages and 401 for the API without a valid session; every answer is no-store and
 * noindex; every state-changing form carries a CSRF token.
 */
export async function adminPlugin(app: FastifyInstance, options: AdminOptions) {
  const repository = createAdminRepository(options.db)
  const context: AdminContext = {
    repository,
    render: options.render,
    https: options.https,
    now: options.now ?? (() => new Date()),
  }
  const names = cookieNames(options.https)

  await app.register(fastifyCookie)
  await app.register(formbody, { bodyLimit: 64 * 1024 })
  await app.register(fastifyCsrf, {
    cookieKey: names.csrf,
    cookieOpts: { path: '/admin', httpOnly: true, sameSite: 'strict', secure: options.https },
  })

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow')
  })

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (publicPaths.has(path)) return
    const token = request.cookies[names.session]
    const tokenHash = token ? hashSessionToken(token) : undefined
    const session = tokenHash ? await repository.findSession(tokenHash) : undefined
    const now = context.now()
    if (!session || !tokenHash || isSessionExpired(session, now)) {
      if (session && tokenHash) await repository.deleteSession(tokenHash)
      if (path.startsWith('/admin/api/')) return reply.code(401).send({ error: 'unauthorized' })
      const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : ''
      return reply.redirect(`/admin/login${next}`, 303)
    }
    await repository.touchSession(tokenHash, now)
    ;(request as FastifyRequest & { adminSession?: typeof session }).adminSession = session
  })

  await authRoutes(app, context)
  await leadsRoutes(app, { ...context, db: options.db })
  await previewRoutes(app, { ...context, articles: options.articles })
  await translationsRoute(app, { ...context, articleStatus: options.articleStatus })

  // Any other /admin path: behind the same guard, then not found.
  app.all('/admin/*', async (_request, reply) => reply.code(404).send({ error: 'Not Found' }))
}
