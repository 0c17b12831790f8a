import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import { defaultLocale } from '#features/i18n/locales.ts'
import { splitLocale } from '#features/i18n/paths.ts'
import { canonicalRedirect } from './canonicalRedirect.ts'
import type { ServerConfig } from './config.ts'
import { registerSecurityHeaders } from './securityHeaders.ts'
import { scanStaticSite } from './staticSite.ts'

const cacheControl = {
  // File names under /assets carry a content hash: they never change.
  asset: 'public, max-age=31536000, immutable',
  // Pages keep their URL across deploys: always revalidate (ETag / Last-Modified).
  page: 'public, max-age=0, must-revalidate',
  file: 'public, max-age=3600',
}

// Feed readers look for the RSS type; @fastify/static's lookup would say application/xml. Set
// after sendFile, which chooses the type itself when it serves a precompressed copy.
const contentTypeFor = (file: string) => async (_request: unknown, reply: FastifyReply, payload: unknown) => {
  if (file.endsWith('feed.xml')) reply.header('Content-Type', 'application/rss+xml; charset=utf-8')
  return payload
}

/** The production app as a plugin-built instance, so tests can inject() without a port. */
export async function buildApp(config: ServerConfig, options: FastifyServerOptions = {}) {
  const app = Fastify({ logger: true, ...options })
  const site = scanStaticSite(config.clientDir)

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

  for (const [urlPath, file] of site.pages) {
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
