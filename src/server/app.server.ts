import { createHmac } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { adminPlugin } from './admin/adminPlugin.server.ts'
import { articleIndex } from './admin/articleIndex.server.ts'
import { ensureAdminUser } from './admin/ensureAdminUser.server.ts'
import { redirectToCanonicalUrl } from './canonicalRedirect.server.ts'
import type { ServerConfig } from './config.server.ts'
import { createContactMessages } from './contact/contactMessages.server.ts'
import { contactPageRoutes, readContactPages } from './contact/contactPageRoutes.server.ts'
import { contactRoute } from './contact/contactRoute.server.ts'
import { createFormTokens, type FormTokens, loadFormTokenSecret } from './contact/formToken.server.ts'
import { type RenderContactPage, renderContactPageWithVike } from './contact/renderContactPage.server.ts'
import { databasePlugin } from './db/databasePlugin.server.ts'
import { externalPlugins } from './externalPlugins.server.ts'
import { leadsPlugin } from './leads/leadsPlugin.server.ts'
import { mailPlugin } from './mail/mailPlugin.server.ts'
import { type RenderOnRequest, renderWithVike } from './renderOnRequest.server.ts'
import { scanStaticSite } from './staticSite.server.ts'
import { staticSiteRoutes } from './staticSiteRoutes.server.ts'
import { applyEditLayerAtStart } from './translations/editLayerAtStart.server.ts'

export interface AppDependencies {
  /** Tests replace Vike's renderer, which needs a build. */
  renderContactPage?: RenderContactPage
  renderOnRequest?: RenderOnRequest
  now?: () => Date
}

/** The staff account ADMIN_EMAIL and ADMIN_PASSWORD name, created at start when absent. */
async function ensureConfiguredAdmin(app: FastifyInstance, admin: ServerConfig['admin']) {
  if (!admin) return
  const outcome = await ensureAdminUser(app.database.db, admin.email, admin.password)
  app.log.info({ email: admin.email, outcome }, 'admin account from ADMIN_EMAIL')
}

/** The prerendered site; the contact pages among it are served with a fresh token each time. */
async function registerSiteRoutes(app: FastifyInstance, clientDir: string, tokens: FormTokens) {
  const contactPages = readContactPages(clientDir)
  await app.register(contactPageRoutes, { pages: contactPages, tokens })
  const site = scanStaticSite(clientDir)
  for (const urlPath of contactPages.keys()) site.pages.delete(urlPath)
  await app.register(staticSiteRoutes, { clientDir, site })
}

/**
 * The production app, built without a port so tests can inject(). Third-party plugins come first,
 * then the app's own (each decorates the app for what follows), then the routes.
 */
export async function buildApp(
  config: ServerConfig,
  options: FastifyServerOptions = {},
  dependencies: AppDependencies = {},
) {
  // A hop count believes that many proxies in front and no more (proxy-addr's rule).
  const hops = config.trustProxy
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false)
  const app = Fastify({
    logger: true,
    trustProxy,
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.connectionMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    ...options,
  })
  const https = config.siteUrl.startsWith('https://')

  await app.register(externalPlugins, { https })

  await app.register(databasePlugin, config.database)
  await app.register(leadsPlugin)
  await app.register(mailPlugin, config.mail)
  await ensureConfiguredAdmin(app, config.admin)
  await applyEditLayerAtStart(app)

  app.addHook('onRequest', redirectToCanonicalUrl)
  const formTokenSecret = loadFormTokenSecret(config.contact.formTokenSecret, config.database.dataDir)
  const tokens = createFormTokens(formTokenSecret, config.contact.formTokenMinAgeMs)
  await app.register(contactRoute, {
    tokens,
    messages: createContactMessages(),
    rateLimit: config.contact.rateLimit,
    renderContactPage: dependencies.renderContactPage ?? renderContactPageWithVike,
  })
  await app.register(adminPlugin, {
    https,
    render: dependencies.renderOnRequest ?? renderWithVike,
    articles: async () => articleIndex().previewable,
    articleStatus: async () => articleIndex().status,
    now: dependencies.now,
    // The site's one shared secret, keyed apart for this use.
    csrfKey: createHmac('sha256', formTokenSecret).update('admin csrf tokens').digest(),
  })
  await registerSiteRoutes(app, config.clientDir, tokens)
  app.get('/healthz', async () => ({ status: 'ok' }))

  return app
}
