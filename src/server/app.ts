import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import { defaultLocale } from '#i18n/locales.ts'
import { splitLocale } from '#i18n/paths.ts'
import { adminPlugin } from './admin/adminPlugin.server.ts'
import { articleIndex } from './admin/articleIndex.server.ts'
import { ensureAdminUser } from './admin/ensureAdminUser.server.ts'
import { canonicalRedirect } from './canonicalRedirect.ts'
import { sendCompressedHtml } from './compressHtml.ts'
import type { ServerConfig } from './config.ts'
import { createContactMessages } from './contact/contactMessages.ts'
import { contactPagePaths, fillContactForm, readContactPages } from './contact/contactPage.ts'
import { contactRoute } from './contact/contactRoute.ts'
import { startContactServices } from './contact/contactServices.ts'
import { type RenderContactPage, renderContactPageWithVike } from './contact/renderContactPage.ts'
import { leadNotification } from './mail/leadNotification.ts'
import { type RenderOnRequest, renderWithVike } from './renderOnRequest.ts'
import { registerSecurityHeaders } from './securityHeaders.ts'
import { scanStaticSite } from './staticSite.ts'

const cacheControl = {
  // File names under /assets carry a content hash: they never change.
  asset: 'public, max-age=31536000, immutable',
  // Pages keep their URL across deploys: always revalidate (ETag / Last-Modified).
  page: 'public, max-age=0, must-revalidate',
  file: 'public, max-age=3600',
}

export interface AppDependencies {
  /** Tests replace Vike's renderer, which needs a build. */
  renderContactPage?: RenderContactPage
  renderOnRequest?: RenderOnRequest
  now?: () => Date
}

// Feed readers look for the RSS type; @fastify/static's lookup would say application/xml. Set
// after sendFile, which chooses the type itself when it serves a precompressed copy.
const contentTypeFor = (file: string) => async (_request: unknown, reply: FastifyReply, payload: unknown) => {
  if (file.endsWith('feed.xml')) reply.header('Content-Type', 'application/rss+xml; charset=utf-8')
  return payload
}

/** The production app as a plugin-built instance, so tests can inject() without a port. */
export async function buildApp(
  config: ServerConfig,
  options: FastifyServerOptions = {},
  dependencies: AppDependencies = {},
) {
  const app = Fastify({ logger: true, trustProxy: config.trustProxy ?? false, ...options })
  const site = scanStaticSite(config.clientDir)
  const contact = await startContactServices(config.contact, app.log)
  // Graceful shutdown: the mail worker finishes its pass, then the database closes.
  app.addHook('onClose', () => contact.close())
  if (config.admin) {
    const outcome = await ensureAdminUser(contact.database.db, config.admin.email, config.admin.password)
    app.log.info({ email: config.admin.email, outcome }, 'admin account from ADMIN_EMAIL')
  }

  await registerSecurityHeaders(app, { https: config.siteUrl.startsWith('https://') })

  app.addHook('onRequest', async (request, reply) => {
    const target = canonicalRedirect(request.url)
    if (target) return reply.redirect(target, 301)
  })

  await app.register(fastifyStatic, {
    root: config.clientDir,
    prefix: '/assets/',
    serve: false,
    preCompressed: true,
    index: false,
    // Each route sets its own Cache-Control (see cacheControl above).
    cacheControl: false,
  })

  app.get('/assets/*', (request, reply) => {
    const { '*': file } = request.params as { '*': string }
    return reply.header('Cache-Control', cacheControl.asset).sendFile(`assets/${file}`)
  })

  await app.register(contactRoute, {
    leads: contact.leads,
    tokens: contact.tokens,
    messages: createContactMessages(),
    rateLimit: config.contact.rateLimit,
    notification: leadNotification(config.contact.leadsNotifyTo),
    onNotificationQueued: () => contact.worker?.kick(),
    renderContactPage: dependencies.renderContactPage ?? renderContactPageWithVike,
  })

  await app.register(adminPlugin, {
    db: contact.database.db,
    https: config.siteUrl.startsWith('https://'),
    render: dependencies.renderOnRequest ?? renderWithVike,
    articles: async () => articleIndex().previewable,
    articleStatus: async () => articleIndex().status,
    now: dependencies.now,
  })

  // The contact pages carry a per-request time token and idempotency key (decision 0006).
  const contactPages = readContactPages(config.clientDir)
  for (const [urlPath, html] of contactPages) {
    app.get(urlPath, (request, reply) =>
      sendCompressedHtml(
        request,
        reply.header('Cache-Control', 'no-store'),
        fillContactForm(html, contact.tokens.issue()),
      ),
    )
  }

  for (const [urlPath, file] of site.pages) {
    if (contactPagePaths.has(urlPath) && contactPages.has(urlPath)) continue
    app.get(urlPath, (_request, reply) => reply.header('Cache-Control', cacheControl.page).sendFile(file))
  }
  for (const [urlPath, file] of site.files) {
    app.get(urlPath, { onSend: contentTypeFor(file) }, (_request, reply) =>
      reply.header('Cache-Control', cacheControl.file).sendFile(file),
    )
  }

  app.get('/healthz', async () => ({ status: 'ok' }))

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    request.log.warn({ path: pathname }, 'page not found')
    if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'Not Found' })
    }
    const { locale } = splitLocale(pathname)
    const file = locale === defaultLocale ? '404.html' : `${locale}/404.html`
    return reply.code(404).header('Cache-Control', 'no-store').sendFile(file)
  })

  return app
}
