import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ArticleEditorView } from '#features/admin/adminViews.ts'
import { isLocale } from '#i18n/locales.ts'
import { localesDir } from '#i18n/localesDir.server.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'

interface ArticleEditorParams {
  slug: string
}

interface ArticleEditorQuery {
  locale?: string
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null)

/**
 * The article editor: an article's whole file (front matter and Markdown) in one language, beside
 * its rendered page. The page is real HTML with the file in it; its script checks as typed and
 * saves through the translation API.
 */
export async function articleEditorRoute(app: FastifyInstance, context: AdminContext) {
  app.get<{ Params: ArticleEditorParams; Querystring: ArticleEditorQuery }>(
    '/admin/translations/articles/:slug',
    {
      config: { permission: 'translations' },
      schema: {
        // The slug is joined into a path: only the characters article slugs have.
        params: { type: 'object', properties: { slug: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 200 } } },
        querystring: { type: 'object', properties: { locale: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { slug } = request.params
      const locale = isLocale(request.query.locale) ? request.query.locale : 'ar'
      const dir = localesDir()
      const english = readIfExists(path.join(dir, 'en', 'blog', `${slug}.md`))
      const source = readIfExists(path.join(dir, locale, 'blog', `${slug}.md`))
      if (english === null && source === null) return reply.code(404).send({ error: 'Not Found' })
      const view: ArticleEditorView = {
        kind: 'articleEditor',
        email: sessionOf(request).email,
        csrfToken: reply.generateCsrf(),
        slug,
        locale,
        source,
        english: locale === 'en' ? null : english,
      }
      return sendAdminPage(context, reply, `/admin/translations/articles/${slug}`, view)
    },
  )
}
