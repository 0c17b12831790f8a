// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { renderPage } from '#testing/renderPage.tsx'
import { paginatedFixture } from '../fixtures/fixtures.ts'
import { loadArticles } from '../loadArticles.server.ts'
import { listPageData } from '../pageData.server.ts'
import { BlogListView } from './BlogListView.tsx'

afterEach(cleanup)
// Role queries over a whole page in jsdom are slow on a busy machine; the assertions are not timed.
vi.setConfig({ testTimeout: 60_000 })

// 13 English fixture posts: three pages of 6, 6 and 1.
const articles = loadArticles({ contentDir: paginatedFixture })

describe.each(locales)('the blog list in %s', (locale) => {
  const t = getI18n(locale).getFixedT(locale, 'blog')
  const prefix = locale === 'en' ? '' : `/${locale}`
  // Every locale's UI over the English fixture posts, so each page state is seen in each language.
  const englishPosts = { ...articles, [locale]: articles.en.map((post) => ({ ...post, locale })) }
  const show = (page: number) => {
    const data = listPageData(englishPosts, locale, page, t)
    if (!data) throw new Error(`no page ${page}`)
    renderPage(<BlogListView {...data} />, { locale, logicalPath: page === 1 ? '/blog' : `/blog/page/${page}` })
    return screen.getByRole('navigation', { name: t('pagination.label') })
  }

  it('first page: six newest cards, no way back, a link to page 2', () => {
    const nav = show(1)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(6)
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent('Fixture post 13')
    expect(within(nav).queryByRole('link', { name: t('pagination.previous') })).toBeNull()
    expect(within(nav).getByText(t('pagination.previous'))).toHaveAttribute('aria-disabled', 'true')
    expect(within(nav).getByRole('link', { name: t('pagination.next') })).toHaveAttribute(
      'href',
      `${prefix}/blog/page/2`,
    )
    expect(nav).toHaveTextContent(t('pagination.status', { page: 1, count: 3 }))
  })

  it('middle page: both ways, page 1 is /blog itself', () => {
    const nav = show(2)
    expect(screen.getAllByRole('article')).toHaveLength(6)
    expect(within(nav).getByRole('link', { name: t('pagination.previous') })).toHaveAttribute('href', `${prefix}/blog`)
    expect(within(nav).getByRole('link', { name: t('pagination.next') })).toHaveAttribute(
      'href',
      `${prefix}/blog/page/3`,
    )
  })

  it('last page: the one remaining card and no way further', () => {
    const nav = show(3)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(1)
    expect(cards[0]).toHaveTextContent('Fixture post 01')
    expect(within(nav).getByText(t('pagination.next'))).toHaveAttribute('aria-disabled', 'true')
    expect(within(nav).queryByRole('link', { name: t('pagination.next') })).toBeNull()
    expect(listPageData(englishPosts, locale, 4, t)).toBeNull()
  })

  it('names each Read More link after its article', () => {
    show(1)
    const card = screen.getAllByRole('article')[0] as HTMLElement
    const readMore = within(card).getByRole('link', {
      name: t('card.readMoreLabel', { title: 'Fixture post 13' }),
    })
    expect(readMore).toHaveAttribute('href', `${prefix}/blog/fixture-post-13`)
    // The link's own text names the article (Lighthouse's link-text audit and crawlers read it).
    expect(readMore).toHaveTextContent(t('card.readMoreLabel', { title: 'Fixture post 13' }))
    // The first picture opens the page: loaded at once; the others wait until they are near.
    expect(within(card).getByRole('img')).toHaveAttribute('loading', 'eager')
    const second = screen.getAllByRole('article')[1] as HTMLElement
    expect(within(second).getByRole('img')).toHaveAttribute('loading', 'lazy')
  })
})
