import type { FastifyInstance } from 'fastify'
import type { ArticleRow, NamespaceRow } from '#features/admin/adminViews.ts'
import { pageOfNamespace } from '#features/admin/preview/previewablePages.ts'
import { checkTranslations } from '#features/translations/checkTranslations.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { locales } from '#i18n/locales.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'

/** The translation status: the same engine as `npm run i18n:check`, on the files as they are now. */
export async function translationsRoute(
  app: FastifyInstance,
  context: AdminContext & { articleStatus: () => Promise<ArticleRow[]> },
) {
  app.get('/admin/translations', async (request, reply) => {
    const statuses = checkTranslations(loadLocaleFiles(), locales)
    const namespaces: NamespaceRow[] = statuses.map((status) => {
      const keysOf = (kind: string) => status.problems.filter((p) => p.kind === kind).map((p) => p.key)
      const firstProblem = status.problems[0]?.key
      return {
        locale: status.locale,
        namespace: status.namespace,
        keys: status.keys,
        missing: keysOf('missing'),
        identical: keysOf('identical'),
        placeholders: keysOf('placeholders'),
        previewPath: pageOfNamespace(status.namespace, firstProblem),
      }
    })
    return sendAdminPage(context, reply, '/admin/translations', {
      kind: 'translations',
      email: sessionOf(request).email,
      csrfToken: reply.generateCsrf(),
      namespaces,
      articles: await context.articleStatus(),
    })
  })
}
