import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { defaultLocale } from '#i18n/locales.ts'
import { splitLocale } from '#i18n/paths.ts'
import { sendContactPage } from './contact/contactPageRoutes.server.ts'
import type { FormTokens } from './contact/formToken.server.ts'
import { sharedPlugin } from './plugin.server.ts'
import type { LiveSite, ServedSite } from './staticSiteLive.server.ts'

const cacheControl = {
  // File names under /assets carry a content hash: they never change.
  asset: 'public, max-age=31536000, immutable',
  // Pages keep their URL across deploys and publishes: always revalidate (ETag / Last-Modified).
  page: 'public, max-age=0, must-revalidate',
  file: 'public, max-age=3600',
}

// Feed readers look for the RSS type; @fastify/static's lookup would say application/xml. Set
// after sendFile, which chooses the type itself when it serves a precompressed copy.
async function rssType(_request: unknown, reply: FastifyReply, payload: unknown) {
  if (reply.request.url.split('?')[0]?.endsWith('feed.xml')) {
    reply.header('Content-Type', 'application/rss+xml; charset=utf-8')
  }
  return payload
}

const assetParams = { type: 'object', properties: { '*': { type: 'string' } } } as const

export interface StaticSiteOptions {
  live: LiveSite
  tokens: FormTokens
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, served: ServedSite) {
  const pathname = request.url.split('?')[0] ?? '/'
  request.log.warn({ path: pathname }, 'page not found')
  if (pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return reply.code(404).send({ error: 'Not Found' })
  }
  const { locale } = splitLocale(pathname)
  const file = locale === defaultLocale ? '404.html' : `${locale}/404.html`
  return reply.code(404).header('Cache-Control', 'no-store').sendFile(file, served.clientDir)
}

/**
 * The prerendered site: hashed assets, each page at its clean URL, the files beside them, the
 * contact pages with a fresh form token, and the locale's 404 page for anything else. Every
 * request looks its URL up in the site live when it arrives (`live.current()`, taken once), so a
 * publish that switches builds mid-request never gives it a mix of two. Shared with the app rather
 * than scoped, because the 404 handler answers for every path, /admin included.
 */
export const staticSiteRoutes = sharedPlugin(
  async (app, { live, tokens }: StaticSiteOptions) => {
    await app.register(fastifyStatic, {
      root: live.current().clientDir,
      serve: false,
      preCompressed: true,
      index: false,
      // Each route sets its own Cache-Control (see cacheControl above).
      cacheControl: false,
    })

    app.get<{ Params: { '*': string } }>('/assets/*', { schema: { params: assetParams } }, (request, reply) => {
      const file = `assets/${request.params['*']}`
      const served = live.current()
      // A page loaded just before a publish may still ask for the assets of the build it came from.
      const previous = live.previous()
      const root =
        previous && !existsSync(path.join(served.clientDir, file)) && existsSync(path.join(previous.clientDir, file))
          ? previous.clientDir
          : served.clientDir
      return reply.header('Cache-Control', cacheControl.asset).sendFile(file, root)
    })

    app.get('/*', { onSend: rssType }, (request, reply) => {
      const served = live.current()
      const pathname = request.url.split('?')[0] ?? '/'
      const contactPage = served.contactPages.get(pathname)
      if (contactPage) return sendContactPage(request, reply, contactPage, tokens)
      const page = served.site.pages.get(pathname)
      if (page) return reply.header('Cache-Control', cacheControl.page).sendFile(page, served.clientDir)
      const file = served.site.files.get(pathname)
      if (file) return reply.header('Cache-Control', cacheControl.file).sendFile(file, served.clientDir)
      return sendNotFound(request, reply, served)
    })

    app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, live.current()))
  },
  { name: 'static-site' },
)
