import { expect, type Locator, type Page, test } from '@playwright/test'
import { whatsappUrl } from '#components/contactInfo/whatsappUrl.ts'
import { footerOnlyNavigation, legalNavigation, primaryNavigation } from '#components/layout/navigation.ts'
import { company } from '#config/company.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { offices } from '#config/offices.ts'
import { sisterProducts } from '#config/products.ts'
import { locales, localizePath, translations } from './support/site.ts'

const phone = { width: 390, height: 844 } as const
const desktop = { width: 1280, height: 800 } as const

// The footer closes every page. At 390 px it measured 1,310 px (en), 1,467 (ar) and 1,905 (ur)
// before 2026-11-24, 1.5 to 2.3 screens of 844 px; then 825, 883 and 1,080 (about one screen).
// The WhatsApp lines of the Dubai and Lahore offices (reviewers of 2026-11-24 asked for them) add
// one 44 px row each, a Nastaliq row in Urdu: 913, 971 and 1,186; Urdu word spacing (0.15 em
// more per space, decision 0004) wraps one more line: 1,230.
const phoneFooterBound = { en: 925, ar: 985, ur: 1250 } as const

/** Each office's WhatsApp chat link, opening with the first message in the page's language. */
function whatsappHrefs(locale: (typeof locales)[number]): string[] {
  const message = translations(locale)('channels:whatsapp.message', { company: company.name })
  return offices.flatMap((office) => (office.whatsapp ? [whatsappUrl(office.whatsapp.e164, message)] : []))
}

/** Every link the footer offers, by its href: pages, legal pages, phones, WhatsApp, mailboxes, the tools site. */
function footerHrefs(locale: (typeof locales)[number]): string[] {
  const pages = [...primaryNavigation, ...footerOnlyNavigation, ...legalNavigation].map(({ path }) =>
    localizePath(path, locale),
  )
  const phones = offices.map((office) => `tel:${office.phoneE164}`)
  const emails = Object.values(mailboxes).map((address) => `mailto:${address}`)
  const tools = sisterProducts.filter((product) => product.id === 'tools').map((product) => product.url)
  return [...pages, ...phones, ...whatsappHrefs(locale), ...emails, ...tools].sort()
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

    test('lists each office’s WhatsApp line, a chat link with the first message in the page’s language', async ({
      page,
    }) => {
      await page.goto(path('/'))
      const footer = page.getByRole('contentinfo')
      const withWhatsApp = offices.filter((office) => office.whatsapp)
      expect(withWhatsApp.length).toBeGreaterThan(0)
      const hrefs = whatsappHrefs(locale)
      for (const [index, office] of withWhatsApp.entries()) {
        // Under its office's name, beside that office's phone.
        const entry = footer
          .locator('dl > div')
          .filter({ has: page.getByText(t(`offices.${office.id}`), { exact: true }) })
        await expect(entry.getByRole('link', { name: office.phoneDisplay })).toBeVisible()
        const link = entry.getByRole('link', { name: `WhatsApp ${office.whatsapp?.display}` })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', hrefs[index] as string)
      }
    })

    test('its labels are set by colour and size, never a synthesized bold, all at one size', async ({ page }) => {
      await page.goto(path('/'))
      const footer = page.getByRole('contentinfo')
      // Urdu ships one Nastaliq weight: anything over 400 is drawn as a smeared fake bold, and
      // "Pakistan" came out stronger than the "Contact Us" heading over it.
      const labels = footer.locator('dt').or(footer.getByRole('heading', { name: t('hours.heading'), level: 3 }))
      await expect(labels.first()).toBeVisible()
      const styles = await labels.evaluateAll((elements) =>
        elements.map((element) => ({
          text: element.textContent,
          weight: Number(getComputedStyle(element).fontWeight),
          size: getComputedStyle(element).fontSize,
        })),
      )
      expect(styles.length).toBeGreaterThanOrEqual(offices.length + Object.keys(mailboxes).length + 1)
      for (const style of styles) expect(style.weight, style.text ?? '').toBeLessThanOrEqual(400)
      // "Business Hours" the same size as "Support" and "Sales" beside it.
      expect(new Set(styles.map((style) => style.size)).size).toBe(1)
      const heading = footer.getByRole('heading', { name: t('footer.contactHeading'), level: 2 })
      const headingSize = await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
      expect(Number.parseFloat(styles[0]?.size ?? '')).toBeLessThan(headingSize)
    })

    test('on a desktop the contact column is no taller than the columns beside it need', async ({ page }) => {
      await page.setViewportSize(desktop)
      await page.goto(path('/'))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const footer = page.getByRole('contentinfo')
      const contact = footer.locator('div', {
        has: page.getByRole('heading', { name: t('footer.contactHeading'), level: 2 }),
      })
      const columns = await contact
        .last()
        .locator('xpath=..')
        // Each column's content, from its top to its lowest child (the grid stretches the columns).
        .evaluate((grid) =>
          [...grid.children].map(
            (column) =>
              Math.max(...[...column.children].map((child) => child.getBoundingClientRect().bottom)) -
              column.getBoundingClientRect().top,
          ),
        )
      expect(columns).toHaveLength(3)
      const [brand = 0, links = 0, contactHeight = 0] = columns
      // Before 2026-11-24 the contact column was about twice as tall as the link lists, over a
      // dark void beside them; split in two it is within a fifth of the tallest other column.
      expect(contactHeight).toBeLessThanOrEqual(Math.max(brand, links) * 1.2)
    })

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
