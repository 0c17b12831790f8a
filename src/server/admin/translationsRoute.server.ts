import type { FastifyInstance } from 'fastify'
import type { ArticleRow, LanguageTodo, TranslationItem, TranslationsView } from '#features/admin/adminViews.ts'
import { pageOfNamespace } from '#features/admin/preview/previewablePages.ts'
import { previewPageUrl } from '#features/admin/preview/previewUrls.ts'
import { checkTranslations } from '#features/translations/checkTranslations.server.ts'
import { acceptException, confirmTranslations } from '#features/translations/confirmTranslations.server.ts'
import { type Finding, severityOf, unitId } from '#features/translations/findings.ts'
import { placeLabel } from '#features/translations/formatReport.ts'
import { splitPluralKey } from '#features/translations/plurals.ts'
import { isLocale, type Locale } from '#i18n/locales.ts'
import { localesDir } from '#i18n/localesDir.server.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'

/** A finding as the to-do list shows it, with the preview of a page that shows that string. */
function toItem(finding: Finding): TranslationItem {
  const { place } = finding
  // A plural form is shown (and highlighted) under its base key, which is what the code calls.
  const key = place.type === 'key' ? (splitPluralKey(place.key)?.[0] ?? place.key) : ''
  const previewUrl =
    place.type === 'key'
      ? previewPageUrl(pageOfNamespace(place.namespace, key), finding.locale, `${place.namespace}:${key}`)
      : previewPageUrl(`/blog/${place.slug}`, finding.locale)
  return {
    kind: finding.kind,
    severity: severityOf(finding.kind),
    file: finding.file,
    where: placeLabel(place),
    detail: finding.detail,
    ...(finding.before !== undefined ? { before: finding.before } : {}),
    ...(finding.after !== undefined ? { after: finding.after } : {}),
    unit: unitId(place),
    ...(finding.exception ? { exception: finding.exception } : {}),
    previewUrl,
  }
}

interface DoneQuery {
  locale?: string
  unit?: string
  done?: string
}

interface ConfirmBody {
  locale: string
  unit: string
  exception?: string
}

const confirmBody = {
  type: 'object',
  required: ['locale', 'unit'],
  properties: {
    locale: { type: 'string', enum: ['ar', 'ur'] },
    unit: { type: 'string', minLength: 1, maxLength: 300 },
    exception: { type: 'string', pattern: '^(glossary|direction):', maxLength: 300 },
    _csrf: { type: 'string' },
  },
} as const

const translationsOnly = { config: { permission: 'translations' } } as const

/**
 * The translators' to-do list (the same engine as `npm run i18n:check`, on the files as they are
 * now) and the form that confirms a translation or keeps a warning as intended.
 */
export async function translationsRoute(
  app: FastifyInstance,
  context: AdminContext & { articleStatus: () => Promise<ArticleRow[]> },
) {
  app.get<{ Querystring: DoneQuery }>('/admin/translations', translationsOnly, async (request, reply) => {
    const report = checkTranslations(localesDir())
    const languages: LanguageTodo[] = report.locales.map(({ locale, keys, articles, findings }) => ({
      locale,
      keys,
      articles,
      items: findings.map(toItem),
    }))
    const { locale, unit, done } = request.query
    const view: TranslationsView = {
      kind: 'translations',
      email: sessionOf(request).email,
      csrfToken: reply.generateCsrf(),
      languages,
      glossary: Object.entries(report.glossary.terms)
        .filter((entry): entry is [Locale, (typeof entry)[1]] => isLocale(entry[0]))
        .map(([code, terms]) => ({
          locale: code,
          terms: terms.map(({ english, preferred, avoid, note }) => ({
            english,
            preferred,
            avoid,
            ...(note ? { note } : {}),
          })),
        })),
      articles: await context.articleStatus(),
      ...(isLocale(locale) && unit && (done === 'confirmed' || done === 'accepted')
        ? { done: { locale, unit, action: done } }
        : {}),
    }
    return sendAdminPage(context, reply, '/admin/translations', view)
  })

  // attachValidation: the CSRF check (a preHandler) still comes first, then a bad form is a 400.
  app.post<{ Body: ConfirmBody }>(
    '/admin/translations/confirm',
    { schema: { body: confirmBody }, attachValidation: true, preHandler: app.csrfProtection, ...translationsOnly },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send({ error: 'bad_request' })
      const { locale, unit, exception } = request.body
      if (!isLocale(locale)) return reply.code(400).send({ error: 'bad_request' })
      try {
        if (exception) acceptException(localesDir(), locale, unit, exception)
        else confirmTranslations(localesDir(), locale, unit)
      } catch (error) {
        return reply.code(400).send({ error: (error as Error).message })
      }
      const done = exception ? 'accepted' : 'confirmed'
      return reply.redirect(`/admin/translations?${new URLSearchParams({ locale, unit, done })}#todo-${locale}`, 303)
    },
  )
}
