import { Feed } from 'feed'
import type { Locale } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import type { ArticleSummary } from './article.ts'
import { articlePath, blogPath, feedPath } from './paths.ts'

export interface FeedText {
  title: string
  description: string
  copyright: string
  categoryLabel: (article: ArticleSummary) => string
}

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`)

/** RSS 2.0 for one locale's published articles (already without drafts), newest first. */
export function buildFeed(locale: Locale, articles: readonly ArticleSummary[], origin: string, text: FeedText): string {
  const absolute = (logicalPath: string) => `${origin}${localizePath(logicalPath, locale)}`
  const newest = articles[0]
  const feed = new Feed({
    id: absolute(blogPath),
    link: absolute(blogPath),
    title: text.title,
    description: text.description,
    language: locale,
    copyright: text.copyright,
    // The newest article's date, not the build time: rebuilding does not make a feed look new.
    ...(newest ? { updated: utcDate(newest.publishedDate) } : {}),
    generator: false,
    feedLinks: { rss: absolute(feedPath) },
  })
  for (const article of articles) {
    const link = absolute(articlePath(article.slug))
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.excerpt,
      date: utcDate(article.publishedDate),
      category: [{ name: text.categoryLabel(article) }],
    })
  }
  return feed.rss2()
}
