import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import type { Locale } from '#i18n/locales.ts'
import { draftSlug, paginatedFixture } from './fixtures/fixtures.ts'
import { loadArticles } from './loadArticles.server.ts'
import { articlePrerenderEntries, listPrerenderEntries } from './pageData.server.ts'
import { writeFeeds } from './writeFeeds.server.ts'

// The same functions the build runs (+onBeforePrerenderStart, postbuild), over a fixture with
// 13 English posts, 2 Arabic, no Urdu and one draft.
const tFor = (locale: Locale) => getI18n(locale).getFixedT(locale, 'blog')
const articles = loadArticles({ contentDir: paginatedFixture })
const lists = listPrerenderEntries(articles, tFor)
const pages = articlePrerenderEntries(articles, tFor)
const origin = 'https://example.com'

const feedDir = mkdtempSync(path.join(tmpdir(), 'blog-feeds-'))
afterAll(() => rmSync(feedDir, { recursive: true, force: true }))
const feedFiles = writeFeeds(feedDir, origin, { contentDir: paginatedFixture })
const parseFeed = (file: string) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(readFileSync(file, 'utf8'))

describe('what the build publishes', () => {
  it('has list pages only as far as each locale has posts for', () => {
    expect(lists.map((entry) => entry.url)).toEqual(['/blog', '/ar/blog', '/ur/blog', '/blog/page/2', '/blog/page/3'])
    expect(lists.find((entry) => entry.url === '/blog/page/2')?.pageContext.availableLocales).toEqual(['en'])
    expect(lists.map((entry) => entry.pageContext.data.posts.length)).toEqual([6, 2, 0, 6, 1])
    expect(lists[0]?.pageContext.data).toMatchObject({ page: 1, pageCount: 3 })
    expect(lists[3]?.pageContext.data.meta?.title).toBe('Blog, page 2 | Bayan Digital')
  })

  it('publishes each article in the locales that have it, with alternates only to those', () => {
    expect(pages).toHaveLength(15)
    const arabic = pages.find((entry) => entry.url === '/ar/blog/fixture-post-01')
    expect(arabic?.pageContext.availableLocales).toEqual(['en', 'ar'])
    expect(arabic?.pageContext.data.article.title).toBe('مقال تجريبي 1')
    expect(pages.some((entry) => entry.url === '/ur/blog/fixture-post-01')).toBe(false)
  })

  it('never publishes a draft: no page, no card, no related link, no feed item', () => {
    const urls = [...lists, ...pages].map((entry) => entry.url)
    expect(urls.filter((url) => url.includes(draftSlug))).toEqual([])
    const everything = JSON.stringify([lists, pages])
    expect(everything).not.toContain(draftSlug)
    expect(everything).not.toContain('Fixture draft post')
    for (const file of feedFiles) expect(readFileSync(file, 'utf8')).not.toContain(draftSlug)
    // The staff preview can still load it.
    expect(loadArticles({ contentDir: paginatedFixture, includeDrafts: true }).en[0]?.slug).toBe(draftSlug)
  })

  it('writes an RSS 2.0 feed per locale with one item per article and absolute links', () => {
    expect(feedFiles.map((file) => path.relative(feedDir, file))).toEqual([
      'blog/feed.xml',
      'ar/blog/feed.xml',
      'ur/blog/feed.xml',
    ])
    const english = parseFeed(feedFiles[0] as string)
    expect(english.rss['@_version']).toBe('2.0')
    expect(english.rss.channel.item).toHaveLength(13)
    expect(english.rss.channel.item[0].link).toBe('https://example.com/blog/fixture-post-13')
    const arabic = parseFeed(feedFiles[1] as string)
    expect(arabic.rss.channel.language).toBe('ar')
    expect(arabic.rss.channel.item.map((item: { link: string }) => item.link)).toEqual([
      'https://example.com/ar/blog/fixture-post-02',
      'https://example.com/ar/blog/fixture-post-01',
    ])
    expect(parseFeed(feedFiles[2] as string).rss.channel.item ?? []).toHaveLength(0)
  })
})
