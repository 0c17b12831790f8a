import type { Locale } from '#i18n/locales.ts'
import type { FrontMatter } from './frontMatter.ts'

/** What a card, a feed item or a related link needs: an article without its body. */
export interface ArticleSummary extends FrontMatter {
  slug: string
  locale: Locale
  /** Describes the picture; the title when the front matter has no imageAlt. */
  imageAlt: string
  readingMinutes: number
}

export interface Article extends ArticleSummary {
  /** The body as sanitized HTML. */
  html: string
}

/** Every article image is drawn at this size (Open Graph's recommended 1.91:1). */
export const articleImageSize = { width: 1200, height: 630 } as const

/** An article as loaded, without its Markdown body: what list pages and related links carry. */
export function toSummary({ markdown: _markdown, ...summary }: ArticleSummary & { markdown: string }): ArticleSummary {
  return summary
}

/** Newest first; the slug breaks ties so the order never depends on the file system. */
export function newestFirst(a: ArticleSummary, b: ArticleSummary): number {
  return b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug)
}
