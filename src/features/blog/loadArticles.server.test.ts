import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { draftSlug, invalidFixture, paginatedFixture } from './fixtures/fixtures.ts'
import { loadArticles, localesWithArticle } from './loadArticles.server.ts'

describe('loading articles', () => {
  it('reads each locale’s files newest first and leaves drafts out', () => {
    const articles = loadArticles({ contentDir: paginatedFixture })
    expect(articles.en).toHaveLength(13)
    expect(articles.en.map((article) => article.slug).slice(0, 2)).toEqual(['fixture-post-13', 'fixture-post-12'])
    expect(articles.en.some((article) => article.slug === draftSlug)).toBe(false)
    expect(articles.ar.map((article) => article.slug)).toEqual(['fixture-post-02', 'fixture-post-01'])
    expect(articles.ur).toEqual([])
    expect(localesWithArticle(articles, 'fixture-post-01')).toEqual(['en', 'ar'])
    expect(localesWithArticle(articles, 'fixture-post-05')).toEqual(['en'])
  })

  it('includes drafts only when asked (the staff preview)', () => {
    const articles = loadArticles({ contentDir: paginatedFixture, includeDrafts: true })
    expect(articles.en).toHaveLength(14)
    expect(articles.en[0]).toMatchObject({ slug: draftSlug, draft: true })
  })

  it('gives each article its locale, image alt text and reading time', () => {
    const [newest] = loadArticles({ contentDir: paginatedFixture }).en
    // fixture-post-13 has 1300 filler words and a few more: 1300 / 200 wpm.
    expect(newest).toMatchObject({ locale: 'en', imageAlt: 'Fixture post 13', readingMinutes: 7 })
  })

  it.each([
    ['missing-field', /missing "author"/],
    ['bad-date', /"publishedDate" 2025-02-30 is not a date/],
    ['unknown-category', /unknown category "gardening"/],
    ['wrong-image', /"image" is \/images\/other.png/],
    ['slug-mismatch', /does not match the file name/],
    ['level-one-heading', /level-1 heading/],
  ])('refuses an article with %s, naming the file', (name, problem) => {
    const file = path.join(path.relative(process.cwd(), invalidFixture(name)), 'en/blog/broken-post.md')
    expect(() => loadArticles({ contentDir: invalidFixture(name) })).toThrow(problem)
    expect(() => loadArticles({ contentDir: invalidFixture(name) })).toThrow(file)
  })
})
