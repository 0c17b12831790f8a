import type { FastifyInstance } from 'fastify'
import { type PreviewView, previewKeys, previewWidths } from '#features/admin/adminViews.ts'
import { editableFrame } from '#features/admin/preview/editMarks.ts'
import { type PreviewableArticle, previewablePages } from '#features/admin/preview/previewablePages.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { isLocale, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'

// The site's own policy, but framed only by the admin's preview page, and a preview never posts a
// form (a contact form sent from it would be a real lead).
const previewFramePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

/** What the chooser may be asked for; anything it does not offer falls back to its default. */
interface PreviewQuery {
  path?: string
  locale?: string
  width?: string
  keys?: string
  highlight?: string
  /** '1': edit mode, every string marked and choosable in the frames. */
  edit?: string
}

const previewQuery = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    locale: { type: 'string' },
    width: { type: 'string' },
    keys: { type: 'string' },
    // 'namespace:key', as the translations to-do list links it.
    highlight: { type: 'string', pattern: '^[A-Za-z0-9_-]+:[A-Za-z0-9_.-]+$', maxLength: 200 },
    edit: { type: 'string' },
  },
} as const

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback
}

/** The preview chooser and the frames it shows: any public page, any locale, drafts included. */
export async function previewRoutes(
  app: FastifyInstance,
  context: AdminContext & { articles: () => Promise<PreviewableArticle[]> },
) {
  // The server runs outside Vite: read the English labels from the files, not the bundle.
  const english = createI18n('en', loadLocaleFiles()).t
  const pages = async () => previewablePages((key) => english(key as never) as string, await context.articles())

  app.get<{ Querystring: PreviewQuery }>(
    '/admin/preview',
    { schema: { querystring: previewQuery }, config: { permission: 'preview' } },
    async (request, reply) => {
      const { query } = request
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
        width: pick(query.width, previewWidths, 'phone'),
        keys: pick(query.keys, previewKeys, 'off'),
        ...(query.highlight ? { highlight: query.highlight } : {}),
        edit: query.edit === '1',
      }
      return sendAdminPage(context, reply, '/admin/preview', view)
    },
  )

  app.get<{ Querystring: PreviewQuery }>(
    '/admin/preview/frame',
    { schema: { querystring: previewQuery }, config: { permission: 'preview' } },
    async (request, reply) => {
      const { query } = request
      const available = await pages()
      const path = available.find((page) => page.path === query.path)?.path
      if (!path || !isLocale(query.locale)) return reply.code(404).send({ error: 'Not Found' })
      const keys = pick(query.keys, previewKeys, 'off')
      const edit = query.edit === '1'
      const preview = { keys, edit, ...(query.highlight ? { highlight: query.highlight } : {}) }
      const page = await context.render({ urlOriginal: localizePath(path, query.locale), preview })
      // In edit mode the marks become the spans a translator chooses, with the keys listed.
      const body = edit ? editableFrame(page.body) : page.body
      // Only the admin's own preview page may frame it.
      return reply
        .code(page.statusCode)
        .header('Content-Security-Policy', previewFramePolicy)
        .header('X-Frame-Options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(body)
    },
  )
}
