// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getOffice, offices } from '#config/offices.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { renderInLocale } from '#testing/renderPage.tsx'
import { Footer } from './Footer.tsx'
import { footerOnlyNavigation, legalNavigation, primaryNavigation } from './navigation.ts'

// The tool count lives in src/config; the footer must stay grammatical for any value.
const config = vi.hoisted(() => ({ toolCount: 200, companyNumber: null as string | null }))
vi.mock('#config/company.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#config/company.ts')>()
  return {
    company: {
      ...original.company,
      get companyNumber() {
        return config.companyNumber
      },
    },
  }
})
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
  renderInLocale(<Footer />, { locale })
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
  it.each(locales)(
    'in %s are disclosures named by their headings, holding the header’s pages, with the others outside',
    (locale) => {
      renderFooter(locale)
      const t = getI18n(locale).t
      for (const [heading, count] of [
        [t('footer.quickLinks'), primaryNavigation.length],
        [t('footer.legal'), legalNavigation.length],
      ] as const) {
        const title = screen.getByRole('heading', { level: 2, name: heading })
        expect(title.closest('summary')).not.toBeNull()
        const disclosure = title.closest('details')
        expect(disclosure).not.toBeNull()
        expect(within(disclosure as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(count)
      }
      // The pages the header's menu does not list (the blog) show without opening anything.
      for (const { key } of footerOnlyNavigation) {
        expect(screen.getByRole('link', { name: t(`nav.${key}`) }).closest('details')).toBeNull()
      }
    },
  )
})

/** Text as read: no-break spaces and direction isolates count as what they stand for. */
const read = (text: string | null | undefined) => (text ?? '').replaceAll('\u00a0', ' ').replace(/[\u2066-\u2069]/g, '')

describe('the footer’s phone and WhatsApp lines', () => {
  it.each(locales)('in %s name each WhatsApp line in the label column, in the page’s script', (locale) => {
    renderFooter(locale)
    const t = getI18n(locale).t
    const footer = screen.getByRole('contentinfo')
    for (const office of offices.filter((candidate) => candidate.whatsapp)) {
      const label = t('channels:whatsapp.line', { city: t(`channels:offices.city.${office.id}`) })
      const term = within(footer).getByText(read(label), { selector: 'dt' })
      // The number alone in the row's link, as on the phone rows.
      const link = within(term.parentElement as HTMLElement).getByRole('link')
      expect(link.textContent).toBe(office.whatsapp?.display)
      expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//)
    }
    // Arabic and Urdu write the name in their own letters: واتساب, واٹس ایپ.
    if (locale !== 'en') expect(footer.textContent).not.toContain('WhatsApp')
  })
})

describe('the company’s registration in the footer', () => {
  const office = read(`${getOffice('uk').street}, ${getOffice('uk').city} ${getOffice('uk').postalCode}`)

  afterEach(() => {
    config.companyNumber = null
  })

  it.each(locales)('in %s names the registered office, and no number while src/config has none', (locale) => {
    renderFooter(locale)
    const t = getI18n(locale).t
    const text = read(screen.getByRole('contentinfo').textContent)
    const sentence = t('footer.registration', { legalName: 'Bayan Digital Ltd', address: office })
    expect(text).toContain(read(sentence.replace(/<\/?ltr>/g, '')))
    // Nothing of "…, company number …": the site never makes a number up.
    const numbered = t('footer.registrationWithNumber', {
      legalName: 'Bayan Digital Ltd',
      number: '#',
      address: office,
    })
    expect(text).not.toContain(numbered.slice(0, numbered.indexOf('#')))
  })

  it.each(locales)('in %s adds the company number once src/config has it', (locale) => {
    config.companyNumber = '01234567'
    renderFooter(locale)
    const t = getI18n(locale).t
    const text = read(screen.getByRole('contentinfo').textContent)
    const sentence = t('footer.registrationWithNumber', {
      legalName: 'Bayan Digital Ltd',
      number: '01234567',
      address: office,
    })
    expect(text).toContain(read(sentence.replace(/<\/?ltr>/g, '')))
  })
})
