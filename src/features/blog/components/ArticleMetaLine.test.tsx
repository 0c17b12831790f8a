// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import type { Locale } from '#i18n/locales.ts'
import type { ArticleSummary } from '../article.ts'
import { ArticleMetaLine } from './ArticleMetaLine.tsx'

afterEach(cleanup)

/** The reading time an article of `minutes` minutes shows, the last item of its meta line. */
function readingTime(locale: Locale, minutes: number): string {
  const article = {
    slug: 'fixture',
    locale,
    title: 'Fixture',
    excerpt: 'Fixture',
    author: 'Fixture Author',
    publishedDate: '2025-01-10',
    category: 'seo',
    image: '/images/blog/fixture.png',
    imageAlt: 'Fixture',
    draft: false,
    readingMinutes: minutes,
  } satisfies ArticleSummary
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <ArticleMetaLine article={article} />
    </I18nextProvider>,
  )
  return screen.getAllByRole('listitem').at(-1)?.textContent ?? ''
}

describe('the reading time of an article', () => {
  // Arabic: zero, one, two, few (3-10), many (11-99), other (100).
  it.each([
    [0, 'مدة القراءة: أقل من دقيقة'],
    [1, 'مدة القراءة: دقيقة واحدة'],
    [2, 'مدة القراءة: دقيقتان'],
    [3, 'مدة القراءة: 3 دقائق'],
    [11, 'مدة القراءة: 11 دقيقة'],
    [100, 'مدة القراءة: 100 دقيقة'],
  ])('in Arabic for %i minutes reads «%s»', (minutes, expected) => {
    expect(readingTime('ar', minutes)).toBe(expected)
  })

  it.each([
    ['en', 1, '1 min read'],
    ['en', 80, '80 min read'],
    ['ur', 1, 'پڑھنے کا وقت: 1\u00a0منٹ'],
    ['ur', 80, 'پڑھنے کا وقت: 80\u00a0منٹ'],
  ] as const)('in %s for %i minutes reads "%s"', (locale, minutes, expected) => {
    expect(readingTime(locale, minutes)).toBe(expected)
  })
})
