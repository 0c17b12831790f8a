import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import { defaultLocale } from '#i18n/locales.ts'
import { splitLocale } from '#i18n/paths.ts'
import { sharedPlugin } from './plugin.server.ts'
import type { StaticSite } from './staticSite.server.ts'

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

const assetParams = { type: 'object', properties: { '*': { type: 'string' } } } as const

export interface StaticSiteOptions {
  clientDir: string
  site: StaticSite
}

/**
 * The prerendered site: hashed assets, each page at its clean URL, the files beside them, and the
 * locale's 404 page for anything else. Shared with the app rather than scoped, because the 404
 * handler answers for every path, /admin included.
 */
export const staticSiteRoutes = sharedPlugin(
  async (app, { clientDir, site }: StaticSiteOptions) => {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/assets/',
      serve: false,
      preCompressed: true,
      index: false,
      // Each route sets its own Cache-Control (see cacheControl above).
      cacheControl: false,
    })

    app.get<{ Params: { '*': string } }>('/assets/*', { schema: { params: assetParams } }, (request, reply) =>
      reply.header('Cache-Control', cacheControl.asset).sendFile(`assets/${request.params['*']}`),
    )
    for (const [urlPath, file] of site.pages) {
      app.get(urlPath, (_request, reply) => reply.header('Cache-Control', cacheControl.page).sendFile(file))
    }
    for (const [urlPath, file] of site.files) {
      app.get(urlPath, { onSend: contentTypeFor(file) }, (_request, reply) =>
        reply.header('Cache-Control', cacheControl.file).sendFile(file),
      )
    }

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
  },
  { name: 'static-site' },
)
