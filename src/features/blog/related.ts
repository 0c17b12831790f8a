import { type ArticleSummary, newestFirst } from './article.ts'

/**
 * Up to `count` other articles: the same category first, then the newest of the rest. While each
 * category holds one article, that is the newest, so the section is titled "More articles".
 */
export function relatedArticles<T extends ArticleSummary>(current: ArticleSummary, all: readonly T[], count = 3): T[] {
  const others = all.filter((article) => article.slug !== current.slug).sort(newestFirst)
  const sameCategory = others.filter((article) => article.category === current.category)
  const rest = others.filter((article) => article.category !== current.category)
  return [...sameCategory, ...rest].slice(0, count)
}
