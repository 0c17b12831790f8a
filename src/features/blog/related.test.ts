import { describe, expect, it } from 'vitest'
import type { ArticleSummary } from './article.ts'
import type { BlogCategory } from './categories.ts'
import { relatedArticles } from './related.ts'

const post = (slug: string, category: BlogCategory, publishedDate: string) =>
  ({ slug, category, publishedDate }) as ArticleSummary

describe('related articles', () => {
  it('offers the same category first, then the newest of the rest, never the article itself', () => {
    const current = post('current', 'seo', '2025-01-10')
    const all = [
      current,
      post('newest-design', 'design', '2025-01-20'),
      post('old-seo', 'seo', '2024-06-01'),
      post('design', 'design', '2025-01-15'),
      post('wordpress', 'wordpress', '2025-01-01'),
    ]
    expect(relatedArticles(current, all).map((article) => article.slug)).toEqual(['old-seo', 'newest-design', 'design'])
    expect(relatedArticles(current, [current])).toEqual([])
  })
})
