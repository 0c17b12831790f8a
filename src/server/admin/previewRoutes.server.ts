import type { FastifyInstance } from 'fastify'
import type { PreviewKeys, PreviewView, PreviewWidth } from '#features/admin/adminViews.ts'
import { type PreviewableArticle, previewablePages } from '#features/admin/preview/previewablePages.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { isLocale, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback
}

/** The preview chooser and the frames it shows: any public page, any locale, drafts included. */
export async function previewRoutes(
  app: FastifyInstance,
  context: AdminContext & { articles: () => Promise<PreviewableArticle[]> },
) {
  // The server runs outside Vite: read the English labels from the files, not the bundle.
  const english = createI18n('en', loadLocaleFiles()).t
  const pages = async () => previewablePages((key) => english(key as never) as string, await context.articles())

  app.get('/admin/preview', async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const available = await pages()
    const view: PreviewView = {
      kind: 'preview',
      email: sessionOf(request).email,
      csrfToken: reply.generateCsrf(),
      pages: available,
      path: pick(
        query.path,
        available.map((page) => page.path),
        '/',
      ),
      locale: pick(query.locale, ['all', ...locales] as const, 'all'),
      width: pick<PreviewWidth>(query.width, ['phone', 'tablet', 'desktop'], 'phone'),
      keys: pick<PreviewKeys>(query.keys, ['off', 'beside', 'instead'], 'off'),
    }
    return sendAdminPage(context, reply, '/admin/preview', view)
  })

  app.get('/admin/preview/frame', async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const available = await pages()
    const path = available.find((page) => page.path === query.path)?.path
    if (!path || !isLocale(query.locale)) return reply.code(404).send({ error: 'Not Found' })
    const keys = pick<PreviewKeys>(query.keys, ['off', 'beside', 'instead'], 'off')
    const page = await context.render({ urlOriginal: localizePath(path, query.locale), preview: { keys } })
    // Only the admin's own preview page may frame it.
    return reply
      .code(page.statusCode)
      .header(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-ancestors 'self'",
      )
      .header('X-Frame-Options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(page.body)
  })
}
