// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { toolCatalogue } from '#config/toolCatalogue.ts'
import { getI18n } from '#i18n/getI18n.ts'
import type { Locale } from '#i18n/locales.ts'
import { ToolCategoryDetails } from './ToolCategoryDetails.tsx'

afterEach(cleanup)

const textTools = toolCatalogue.find((category) => category.id === 'text') as (typeof toolCatalogue)[number]
const allTools = toolCatalogue.flatMap((category) => category.tools.filter((tool) => !('comingSoon' in tool)))

/** The count beside the category's heading in its summary when it lists `count` tools. */
function countShown(locale: Locale, count: number): string {
  const category = { ...textTools, tools: allTools.slice(0, count) } as unknown as (typeof toolCatalogue)[number]
  return summaryCount(locale, category)
}

/** The count beside a category's heading in its summary. */
function summaryCount(locale: Locale, category: (typeof toolCatalogue)[number]): string {
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <ToolCategoryDetails category={category} />
    </I18nextProvider>,
  )
  const heading = screen.getByRole('heading', { level: 3 })
  return heading.nextElementSibling?.textContent ?? ''
}

describe('the tool count of a category on Products', () => {
  it('has enough tools to count to 100', () => expect(allTools.length).toBeGreaterThanOrEqual(100))

  // Arabic: zero, one, two, few (3-10), many (11-99), other (100).
  it.each([
    [0, 'لا أدوات بعد'],
    [1, 'أداة واحدة'],
    [2, 'أداتان'],
    [3, '3 أدوات'],
    [11, '11 أداة'],
    [100, '100 أداة'],
  ])('in Arabic for %i tools reads «%s»', { timeout: 20_000 }, (count, expected) => {
    expect(countShown('ar', count)).toBe(expected)
  })

  it.each([
    ['en', 1, '1 tool'],
    ['en', 80, '80 tools'],
    ['ur', 1, '1\u00a0ٹول'],
    ['ur', 80, '80\u00a0ٹولز'],
  ] as const)('in %s for %i tools reads "%s"', (locale, count, expected) => {
    expect(countShown(locale, count)).toBe(expected)
  })

  // The video tools are all still to come: the one phrase says how many and that they are not out yet.
  const videoTools = toolCatalogue.find((category) => category.id === 'video') as (typeof toolCatalogue)[number]
  it.each([
    ['en', '14 tools coming soon'],
    ['ar', '14 أداة تُطلق قريبًا'],
    ['ur', '14\u00a0ٹولز جلد آ رہے ہیں'],
  ] as const)('in %s, the video tools read "%s"', (locale, expected) => {
    expect(summaryCount(locale, videoTools)).toBe(expected)
  })
})
