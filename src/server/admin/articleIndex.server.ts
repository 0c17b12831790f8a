import type { ArticleRow } from '#features/admin/adminViews.ts'
import type { PreviewableArticle } from '#features/admin/preview/previewablePages.ts'
import { loadArticles } from '#features/blog/loadArticles.server.ts'
import { defaultLocale, locales } from '#i18n/locales.ts'
import { localesDir } from '#i18n/localesDir.server.ts'

/**
 * Every article as the files are now, drafts included: for the preview's page list (titled in
 * English where it exists) and the translation status (which locales have it, which are drafts).
 */
export function articleIndex(): { previewable: PreviewableArticle[]; status: ArticleRow[] } {
  const byLocale = loadArticles({ includeDrafts: true, contentDir: localesDir() })
  const slugs = [...new Set(locales.flatMap((locale) => byLocale[locale].map((article) => article.slug)))].sort()
  const find = (locale: (typeof locales)[number], slug: string) => byLocale[locale].find((a) => a.slug === slug)
  return {
    previewable: slugs.map((slug) => {
      const versions = locales.map((locale) => find(locale, slug)).filter((article) => article !== undefined)
      const title = (find(defaultLocale, slug) ?? versions[0])?.title ?? slug
      return { slug, title, draft: versions.some((article) => article.draft) }
    }),
    status: slugs.map((slug) => ({
      slug,
      locales: locales.map((locale) => {
        const article = find(locale, slug)
        return { locale, present: article !== undefined, draft: article?.draft === true }
      }),
    })),
  }
}
