import { company } from '#config/company.ts'
import type { Locale } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { type ArticleSummary, articleImageSize } from './article.ts'
import { articlePath } from './paths.ts'

/** schema.org BlogPosting for an article page (https://schema.org/BlogPosting). */
export function blogPosting(article: ArticleSummary, origin: string, categoryLabel: string) {
  const url = `${origin}${localizePath(articlePath(article.slug), article.locale as Locale)}`
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: article.locale,
    datePublished: article.publishedDate,
    articleSection: categoryLabel,
    image: { '@type': 'ImageObject', url: `${origin}${article.image}`, ...articleImageSize },
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: company.name, url: origin },
  }
}
