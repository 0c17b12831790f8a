import { expect, type Locator, type Page, test } from '@playwright/test'
import { footerOnlyNavigation, legalNavigation, primaryNavigation } from '#components/layout/navigation.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { offices } from '#config/offices.ts'
import { sisterProducts } from '#config/products.ts'
import { locales, localizePath, translations } from './support/site.ts'

const phone = { width: 390, height: 844 } as const
const desktop = { width: 1280, height: 800 } as const

// The footer closes every page. At 390 px it measured 1,310 px (en), 1,467 (ar) and 1,905 (ur)
// before 2026-11-24, 1.5 to 2.3 screens of 844 px; now 825, 883 and 1,080 (about one screen).
const phoneFooterBound = { en: 850, ar: 925, ur: 1100 } as const

/** Every link the footer offers, by its href: pages, legal pages, phones, mailboxes, the tools site. */
function footerHrefs(locale: (typeof locales)[number]): string[] {
  const pages = [...primaryNavigation, ...footerOnlyNavigation, ...legalNavigation].map(({ path }) =>
    localizePath(path, locale),
  )
  const phones = offices.map((office) => `tel:${office.phoneE164}`)
  const emails = Object.values(mailboxes).map((address) => `mailto:${address}`)
  const tools = sisterProducts.filter((product) => product.id === 'tools').map((product) => product.url)
  return [...pages, ...phones, ...emails, ...tools].sort()
}

/**
 * Walks the footer with Tab from its first link, pressing Enter on each closed disclosure it
 * meets, and returns the hrefs of the links that took focus and how many stops the walk made.
 */
async function tabThroughFooter(page: Page, footer: Locator): Promise<{ hrefs: string[]; stops: number }> {
  await footer.getByRole('link').first().focus()
  const hrefs: string[] = []
  let stops = 0
  for (let step = 0; step < 60; step++) {
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      if (!element?.closest('footer')) return null
      const details = element.tagName === 'SUMMARY' ? element.parentElement : null
      return { href: element.getAttribute('href'), closedDisclosure: details ? !details.hasAttribute('open') : false }
    })
    if (!focused) break
    stops++
    if (focused.href) hrefs.push(focused.href)
    if (focused.closedDisclosure) await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
  }
  return { hrefs: hrefs.sort(), stops }
}

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`footer in ${locale}`, () => {
    for (const route of ['/', '/products', '/contact']) {
      test(`on a phone it is about one screen tall on ${route}`, async ({ page }) => {
        await page.setViewportSize(phone)
        await page.goto(path(route))
        await page.evaluate(() => document.fonts.ready)
        const box = await page.getByRole('contentinfo').boundingBox()
        expect(box?.height ?? Infinity).toBeLessThanOrEqual(phoneFooterBound[locale])
      })
    }

    test('on a phone every link is reached by keyboard and is a 44 px tap target', async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/'))
      const footer = page.getByRole('contentinfo')
      const nav = footer.getByRole('navigation', { name: t('a11y.footerNavigation') })
      // The link lists start closed: their headings are the disclosures' rows.
      await expect(nav.getByRole('link', { name: t('nav.blog') })).toBeHidden()
      await expect(nav.getByRole('link', { name: t('footer.terms') })).toBeHidden()
      await expect(nav.getByText(t('footer.quickLinks'))).toBeVisible()

      const walk = await tabThroughFooter(page, footer)
      expect(walk.hrefs).toEqual(footerHrefs(locale))
      await expect(nav.getByRole('link', { name: t('nav.blog') })).toBeVisible()
      await expect(nav.getByRole('link', { name: t('footer.terms') })).toBeVisible()

      const links = await footer.getByRole('link').all()
      expect(links).toHaveLength(footerHrefs(locale).length)
      for (const link of links) {
        expect((await link.boundingBox())?.height ?? 0, await link.innerText()).toBeGreaterThanOrEqual(44)
      }
      // The disclosures' rows are tap targets too.
      for (const heading of [t('footer.quickLinks'), t('footer.legal')]) {
        const row = nav.locator('summary', { hasText: heading })
        expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      }
    })

    test('on a desktop the link lists stay open under their headings, with no extra tab stop', async ({ page }) => {
      await page.setViewportSize(desktop)
      await page.goto(path('/'))
      const footer = page.getByRole('contentinfo')
      for (const heading of [t('footer.quickLinks'), t('footer.legal')]) {
        await expect(footer.getByRole('heading', { name: heading, level: 2 })).toBeVisible()
      }
      await expect(footer.getByRole('link', { name: t('nav.blog') })).toBeVisible()
      await expect(footer.getByRole('link', { name: t('footer.disclaimer') })).toBeVisible()
      const walk = await tabThroughFooter(page, footer)
      expect(walk.hrefs).toEqual(footerHrefs(locale))
      expect(walk.stops).toBe(footerHrefs(locale).length)
    })
  })
}
