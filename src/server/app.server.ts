import { createHmac } from 'node:crypto'
import { cpSync } from 'node:fs'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { localesDir } from '#i18n/localesDir.server.ts'
import { adminPlugin } from './admin/adminPlugin.server.ts'
import { articleIndex } from './admin/articleIndex.server.ts'
import { ensureAdminUser } from './admin/ensureAdminUser.server.ts'
import { redirectToCanonicalUrl } from './canonicalRedirect.server.ts'
import type { ServerConfig } from './config.server.ts'
import { createContactMessages } from './contact/contactMessages.server.ts'
import { contactRoute } from './contact/contactRoute.server.ts'
import { createFormTokens, loadFormTokenSecret } from './contact/formToken.server.ts'
import { type RenderContactPage, renderContactPageWithVike } from './contact/renderContactPage.server.ts'
import { databasePlugin } from './db/databasePlugin.server.ts'
import type { Database } from './db/types.server.ts'
import { externalPlugins } from './externalPlugins.server.ts'
import { leadsPlugin } from './leads/leadsPlugin.server.ts'
import { mailPlugin } from './mail/mailPlugin.server.ts'
import { codeFingerprint } from './publish/codeFingerprint.server.ts'
import { createPublisher } from './publish/publisher.server.ts'
import { createPublishRepository } from './publish/publishRepository.server.ts'
import { type BuildCommand, npmBuild } from './publish/runBuild.server.ts'
import { type RenderOnRequest, renderWithVike } from './renderOnRequest.server.ts'
import { createLiveSite, readServedSite } from './staticSiteLive.server.ts'
import { staticSiteRoutes } from './staticSiteRoutes.server.ts'
import { applyEditLayerAtStart } from './translations/editLayerAtStart.server.ts'
import { rewindUnpulledChanges } from './translations/rewindChanges.server.ts'
import { createWorkingCopySync } from './translations/syncWorkingCopy.server.ts'

export interface AppDependencies {
  /** Tests replace Vike's renderer, which needs a build. */
  renderContactPage?: RenderContactPage
  renderOnRequest?: RenderOnRequest
  now?: () => Date
  /** Tests replace the publish's `npm run build`. */
  buildSite?: BuildCommand
  codeFingerprint?: string
  /** Writes the locales of a live build into a folder, for an instance that must rebuild it. */
  prepareLocales?: (targetDir: string, upToChangeId: number | null) => Promise<void>
}

/**
 * The locales of a live build another instance (or this one, before a redeploy) published: this
 * instance's working copy, first brought up to date with every instance's saves, then wound back
 * to just after the newest change the publish included (decision 0011).
 */
function publishedLocales(db: Kysely<Database>) {
  const syncWorkingCopy = createWorkingCopySync(db)
  return async (targetDir: string, upToChangeId: number | null) => {
    await syncWorkingCopy(localesDir())
    cpSync(localesDir(), targetDir, { recursive: true })
    await rewindUnpulledChanges(db, targetDir, { afterId: upToChangeId ?? 0 })
  }
}

/** The staff account ADMIN_EMAIL and ADMIN_PASSWORD name, created at start when absent. */
async function ensureConfiguredAdmin(app: FastifyInstance, admin: ServerConfig['admin']) {
  if (!admin) return
  const outcome = await ensureAdminUser(app.database.db, admin.email, admin.password)
  app.log.info({ email: admin.email, outcome }, 'admin account from ADMIN_EMAIL')
}

/**
 * The public site, switchable: the deploy's build (dist/) until the first publish, then the newest
 * live publish's build (src/server/publish), which every instance polls for.
 */
async function registerPublishing(app: FastifyInstance, config: ServerConfig, dependencies: AppDependencies) {
  const live = createLiveSite(readServedSite(config.clientDir, null))
  const publisher = createPublisher({
    repository: createPublishRepository(app.database.db),
    live,
    dataDir: config.database.dataDir,
    workingCopy: localesDir,
    build: dependencies.buildSite ?? npmBuild(),
    fingerprint: dependencies.codeFingerprint ?? codeFingerprint(),
    prepareLocales: dependencies.prepareLocales ?? publishedLocales(app.database.db),
    keep: config.publish.keepBuilds,
    singleInstance: !config.database.databaseUrl,
    log: app.log,
  })
  app.decorate('publisher', publisher)
  await publisher.recoverInterrupted()
  await publisher.sync()
  const stopPolling = config.publish.pollMs > 0 ? publisher.startPolling(config.publish.pollMs) : () => {}
  app.addHook('onClose', async () => {
    stopPolling()
    publisher.stop()
    await publisher.idle()
  })
  return live
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

  const live = await registerPublishing(app, config, dependencies)

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
  await app.register(staticSiteRoutes, { live, tokens })
  app.get('/healthz', async () => ({ status: 'ok' }))

  return app
}
