// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import type { PageContext } from 'vike/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { PageContextProvider } from '#i18n/usePageContext.tsx'
import { Footer } from './Footer.tsx'
import { footerOnlyNavigation, legalNavigation, primaryNavigation } from './navigation.ts'

// The tool count lives in src/config; the footer must stay grammatical for any value.
const config = vi.hoisted(() => ({ toolCount: 200 }))
vi.mock('#config/products.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#config/products.ts')>()
  return {
    ...original,
    toolsClaim: {
      get toolCount() {
        return config.toolCount
      },
    },
  }
})

afterEach(cleanup)

function renderFooter(locale: Locale) {
  render(
    <PageContextProvider pageContext={{ locale, logicalPath: '/' } as PageContext}>
      <I18nextProvider i18n={getI18n(locale)}>
        <Footer />
      </I18nextProvider>
    </PageContextProvider>,
  )
}

/** The footer's sentence about the free tools when the tools site has `count` tools. */
function toolsText(locale: Locale, count: number): string {
  config.toolCount = count
  renderFooter(locale)
  const heading = screen.getByRole('heading', { name: getI18n(locale).t('footer.toolsHeading') })
  return heading.nextElementSibling?.textContent ?? ''
}

describe('the free tools in the footer', () => {
  // Arabic: zero, one, two, few (3-10), many (11-99), other (100).
  it.each([
    [0, 'أدوات مجانية لملفات PDF'],
    [1, 'أكثر من أداة مجانية واحدة لملفات PDF'],
    [2, 'أكثر من أداتين مجانيتين لملفات PDF'],
    [3, 'أكثر من 3 أدوات مجانية لملفات PDF'],
    [11, 'أكثر من 11 أداة مجانية لملفات PDF'],
    [100, 'أكثر من 100 أداة مجانية لملفات PDF'],
  ])('in Arabic for %i tools starts «%s»', { timeout: 20_000 }, (count, expected) => {
    expect(toolsText('ar', count).startsWith(expected)).toBe(true)
  })

  it.each([
    ['en', 1, 'More than 1 free tool for PDFs'],
    ['en', 80, 'More than 80 free tools for PDFs'],
    ['ur', 1, '1 سے زیادہ مفت ٹول۔'],
    ['ur', 80, '80 سے زیادہ مفت ٹولز۔'],
  ] as const)('in %s for %i tools says "%s"', (locale, count, expected) => {
    expect(toolsText(locale, count)).toContain(expected)
  })
})

// On a phone the two link lists are disclosures (closed <details>): their links must still be in
// the prerendered HTML, under the heading that names the list, so no JavaScript is needed.
describe('the footer link lists', () => {
  it.each(locales)('in %s are disclosures named by their headings, holding every link', (locale) => {
    renderFooter(locale)
    const t = getI18n(locale).t
    for (const [heading, count] of [
      [t('footer.quickLinks'), primaryNavigation.length + footerOnlyNavigation.length],
      [t('footer.legal'), legalNavigation.length],
    ] as const) {
      const title = screen.getByRole('heading', { level: 2, name: heading })
      expect(title.closest('summary')).not.toBeNull()
      const disclosure = title.closest('details')
      expect(disclosure).not.toBeNull()
      expect(within(disclosure as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(count)
    }
  })
})
