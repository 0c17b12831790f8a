import type { TFunction } from 'i18next'
import { company } from '#config/company.ts'
import { siteUrl } from '#config/site.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { type Article, articleImageSize, toSummary } from './article.ts'
import { blogPosting } from './blogPosting.ts'
import { type ArticlesByLocale, localesWithArticle } from './loadArticles.server.ts'
import { renderMarkdown } from './markdown.server.ts'
import type { ArticlePageData, ListPageData } from './pageTypes.ts'
import { pageCount, pageItems } from './pagination.ts'
import { articlePath, listPagePath } from './paths.ts'
import { relatedArticles } from './related.ts'

/** One page of a locale's list, or null when that page does not exist. */
export function listPageData(
  articles: ArticlesByLocale,
  locale: Locale,
  page: number,
  t: TFunction<'blog'>,
): ListPageData | null {
  const posts = articles[locale]
  const count = pageCount(posts.length)
  if (!Number.isInteger(page) || page < 1 || page > count) return null
  return {
    posts: pageItems(posts, page).map(toSummary),
    page,
    pageCount: count,
    // Page 1 keeps the blog's own title (+textKey); later pages say which page they are.
    ...(page > 1 ? { meta: { title: t('listTitle', { page, company: company.name }) } } : {}),
  }
}

/** An article page's data, or null when the article is not published in that locale. */
export function articlePageData(
  articles: ArticlesByLocale,
  locale: Locale,
  slug: string,
  t: TFunction<'blog'>,
): ArticlePageData | null {
  const found = articles[locale].find((article) => article.slug === slug)
  if (!found) return null
  const html = renderMarkdown(found.markdown, { anchor: (heading) => t('article.anchor', { heading }) }, locale)
  const article: Article = { ...toSummary(found), html }
  const section = t(`categories.${article.category}`)
  return {
    article,
    related: relatedArticles(article, articles[locale]).map(toSummary),
    meta: {
      title: `${article.title} | ${company.name}`,
      description: article.excerpt,
      ogType: 'article',
      image: { path: article.image, ...articleImageSize, alt: article.imageAlt },
      publishedTime: article.publishedDate,
      section,
      jsonLd: blogPosting(article, siteUrl(), section),
    },
  }
}

export interface PrerenderEntry<Data> {
  url: string
  pageContext: { availableLocales: Locale[]; data: Data }
}

/**
 * Every list page that exists, one URL per locale: page 1 in every locale (even an empty blog has
 * its page), later pages only where that locale has enough articles.
 */
export function listPrerenderEntries(
  articles: ArticlesByLocale,
  tFor: (locale: Locale) => TFunction<'blog'>,
): PrerenderEntry<ListPageData>[] {
  const maxPages = Math.max(...locales.map((locale) => pageCount(articles[locale].length)))
  const entries: PrerenderEntry<ListPageData>[] = []
  for (let page = 1; page <= maxPages; page++) {
    const availableLocales = locales.filter((locale) => page <= pageCount(articles[locale].length))
    for (const locale of availableLocales) {
      const data = listPageData(articles, locale, page, tFor(locale)) as ListPageData
      entries.push({ url: localizePath(listPagePath(page), locale), pageContext: { availableLocales, data } })
    }
  }
  return entries
}

/** Every published article, in exactly the locales that have a translation of it. */
export function articlePrerenderEntries(
  articles: ArticlesByLocale,
  tFor: (locale: Locale) => TFunction<'blog'>,
): PrerenderEntry<ArticlePageData>[] {
  const slugs = [...new Set(locales.flatMap((locale) => articles[locale].map((article) => article.slug)))]
  return slugs.flatMap((slug) => {
    const availableLocales = localesWithArticle(articles, slug)
    return availableLocales.map((locale) => ({
      url: localizePath(articlePath(slug), locale),
      pageContext: { availableLocales, data: articlePageData(articles, locale, slug, tFor(locale)) as ArticlePageData },
    }))
  })
}
