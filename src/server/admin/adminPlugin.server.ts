import fastifyCsrf from '@fastify/csrf-protection'
import type { FastifyInstance } from 'fastify'
import type { ArticleRow } from '#features/admin/adminViews.ts'
import type { PreviewableArticle } from '#features/admin/preview/previewablePages.ts'
import { scopedPlugin } from '../plugin.server.ts'
import type { RenderOnRequest } from '../renderOnRequest.server.ts'
import type { AdminContext } from './adminContext.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { authRoutes } from './authRoutes.server.ts'
import { leadsRoutes } from './leadsRoutes.server.ts'
import { previewRoutes } from './previewRoutes.server.ts'
import { sessionGuard } from './sessionGuard.server.ts'
import { cookieNames } from './sessionPolicy.server.ts'
import { translationsRoute } from './translationsRoute.server.ts'

export interface AdminOptions {
  https: boolean
  render: RenderOnRequest
  /** Blog articles for the preview list and the translation status, drafts included. */
  articles: () => Promise<PreviewableArticle[]>
  articleStatus: () => Promise<ArticleRow[]>
  now?: () => Date
}

/**
 * Everything under /admin: one guard for the whole prefix (sign-in page aside) answers a redirect
 * to sign-in for pages and 401 for the API without a valid session; every answer is no-store and
 * noindex; every state-changing form carries a CSRF token.
 */
export const adminPlugin = scopedPlugin(
  async (app: FastifyInstance, options: AdminOptions) => {
    const context: AdminContext = {
      repository: createAdminRepository(app.database.db),
      leads: app.leads,
      render: options.render,
      https: options.https,
      now: options.now ?? (() => new Date()),
    }

    await app.register(fastifyCsrf, {
      cookieKey: cookieNames(options.https).csrf,
      cookieOpts: { path: '/admin', httpOnly: true, sameSite: 'strict', secure: options.https },
    })
    app.decorateRequest('adminSession', null)

    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow')
    })
    app.addHook('onRequest', sessionGuard(context))

    await authRoutes(app, context)
    await leadsRoutes(app, context)
    await previewRoutes(app, { ...context, articles: options.articles })
    await translationsRoute(app, { ...context, articleStatus: options.articleStatus })

    // Any other /admin path: behind the same guard, then not found.
    app.all('/admin/*', async (_request, reply) => reply.code(404).send({ error: 'Not Found' }))
  },
  {
    name: 'admin',
    dependencies: ['@fastify/cookie', '@fastify/formbody'],
    decorators: { fastify: ['database', 'leads'] },
  },
)
