import { randomBytes } from 'node:crypto'
import fastifyCsrf from '@fastify/csrf-protection'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ArticleRow } from '#features/admin/adminViews.ts'
import type { PreviewableArticle } from '#features/admin/preview/previewablePages.ts'
import { scopedPlugin } from '../plugin.server.ts'
import { publishRoutes } from '../publish/publishRoutes.server.ts'
import type { RenderOnRequest } from '../renderOnRequest.server.ts'
import { translationApiRoutes } from '../translations/translationApiRoutes.server.ts'
import { accountsRoutes } from './accountsRoutes.server.ts'
import type { AdminContext } from './adminContext.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { articleEditorRoute } from './articleEditorRoute.server.ts'
import { authRoutes } from './authRoutes.server.ts'
import { leadsRoutes } from './leadsRoutes.server.ts'
import { previewRoutes } from './previewRoutes.server.ts'
import { createRoutePermissions } from './requirePermission.server.ts'
import { sessionGuard } from './sessionGuard.server.ts'
import { cookieNames, hashSessionToken } from './sessionPolicy.server.ts'
import { translationsRoute } from './translationsRoute.server.ts'

const adminBodyLimit = 32 * 1024

export interface AdminOptions {
  https: boolean
  render: RenderOnRequest
  /** Blog articles for the preview list and the translation status, drafts included. */
  articles: () => Promise<PreviewableArticle[]>
  articleStatus: () => Promise<ArticleRow[]>
  now?: () => Date
  /**
   * Keys the CSRF tokens' binding to the session; the same on every instance that shares the
   * database (a random one per process otherwise).
   */
  csrfKey?: Buffer
}

/**
 * Everything under /admin: one guard for the whole prefix (sign-in and set-password aside) answers
 * a redirect to sign-in for pages and 401 for the API without a valid session, and 403 to a role
 * that lacks the route's permission; every answer is no-store and noindex; every state-changing
 * form carries a CSRF token.
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

    // Every token is bound to the session cookie it was issued beside (none before sign-in): a
    // cookie and token pair of the attacker's own, planted beside the victim's session, fails.
    const names = cookieNames(options.https)
    const userInfo = (request: FastifyRequest) => {
      const token = request.cookies[names.session]
      return token ? hashSessionToken(token) : 'no session'
    }
    await app.register(fastifyCsrf, {
      cookieKey: names.csrf,
      cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure: options.https },
      getUserInfo: userInfo,
      csrfOpts: { hmacKey: options.csrfKey ?? randomBytes(32) },
    })
    // Every route's generateCsrf() binds the token it makes to the session.
    app.addHook('onRequest', async (request, reply) => {
      const generate = reply.generateCsrf
      reply.generateCsrf = (opts) => generate.call(reply, { ...opts, userInfo: userInfo(request) })
    })
    // No admin form comes near this (a lead's note is at most 5,000 characters); JSON would
    // otherwise take Fastify's 1 MiB. Every route names the permission it needs, or the app
    // refuses to start (decision 0012).
    const routePermissions = createRoutePermissions()
    app.addHook('onRoute', (route) => {
      route.bodyLimit ??= adminBodyLimit
      routePermissions.onRoute(route)
    })
    app.decorateRequest('adminSession', null)

    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow')
    })
    app.addHook('onRequest', sessionGuard(context))

    await authRoutes(app, { ...context, canOpen: routePermissions.canOpen })
    await accountsRoutes(app, context)
    await leadsRoutes(app, context)
    await previewRoutes(app, { ...context, articles: options.articles })
    await translationsRoute(app, { ...context, articleStatus: options.articleStatus })
    await translationApiRoutes(app, context)
    await publishRoutes(app, context)
    await articleEditorRoute(app, context)

    // Any other /admin path: behind the same guard, then not found.
    app.all('/admin/*', { config: { permission: 'signedIn' } }, async (_request, reply) =>
      reply.code(404).send({ error: 'Not Found' }),
    )
  },
  {
    name: 'admin',
    dependencies: ['@fastify/cookie', '@fastify/formbody'],
    decorators: { fastify: ['database', 'leads'] },
  },
)
