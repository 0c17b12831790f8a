import { describe, expect, it } from 'vitest'
import { draftSlug, paginatedFixture } from '#features/blog/fixtures/fixtures.ts'
import { loadArticles } from '#features/blog/loadArticles.server.ts'
import { articlePrerenderEntries, listPrerenderEntries } from '#features/blog/pageData.server.ts'
import { buildSitemap, groupByPage } from '#features/seo/sitemap.ts'
import { getI18n } from '#i18n/getI18n.ts'
import type { Locale } from '#i18n/locales.ts'

// The build joins two features: the blog's prerendered articles become the sitemap's URLs
// (postbuild.ts). Over the fixture: 13 English posts, 2 Arabic, no Urdu, one draft.
describe('the sitemap of the blog', () => {
  const tFor = (locale: Locale) => getI18n(locale).getFixedT(locale, 'blog')
  const articles = loadArticles({ contentDir: paginatedFixture })
  const urls = [...listPrerenderEntries(articles, tFor), ...articlePrerenderEntries(articles, tFor)].map(
    (entry) => entry.url,
  )
  const sitemap = buildSitemap('https://example.com', groupByPage(urls))

  it('lists an article with alternates only to the locales that have it', () => {
    expect(sitemap).toContain('hreflang="ar" href="https://example.com/ar/blog/fixture-post-01"')
    expect(sitemap).not.toContain('https://example.com/ur/blog/fixture-post-01')
  })

  it('never lists a draft', () => {
    expect(sitemap).not.toContain(draftSlug)
  })
})
