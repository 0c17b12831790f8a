import { expect, type Page, test } from '@playwright/test'
import { locales, localizePath, translations } from './support/site.ts'

// The inner pages whose h1 band left its end side blank on a laptop (reviewers, rounds 7-9).
const bandPages = ['/services', '/products', '/portfolio', '/about', '/contact'] as const

/**
 * How wide the band's drawn content (text, images, links, buttons) spreads inside the band's end
 * half: the right in English, the left in Arabic and Urdu.
 */
function endHalfCoverage(page: Page) {
  return page.evaluate(() => {
    const band = document.querySelector('section[aria-labelledby="page-heading"]')
    if (!band) throw new Error('no page band')
    const box = band.getBoundingClientRect()
    const middle = box.left + box.width / 2
    const rtl = document.documentElement.dir === 'rtl'
    const boxes: DOMRect[] = []
    const walker = document.createTreeWalker(band, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      boxes.push(...range.getClientRects())
    }
    for (const element of band.querySelectorAll('img, svg, a, button')) boxes.push(element.getBoundingClientRect())
    // Clipped to the end half, from the content's nearest edge to the middle to its farthest.
    const ends = boxes
      .filter((rect) => rect.width > 0 && rect.height > 0 && (rtl ? rect.left < middle : rect.right > middle))
      .flatMap((rect) => (rtl ? [rect.left, Math.min(rect.right, middle)] : [Math.max(rect.left, middle), rect.right]))
    return ends.length === 0 ? 0 : Math.max(...ends) - Math.min(...ends)
  })
}

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`page bands in ${locale}`, () => {
    for (const logical of bandPages) {
      test(`${logical} puts something in the end half of its band on a laptop`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 })
        await page.goto(path(logical))
        // Most of the half (576 px at 1280 px): a line of intro running past the middle does not count.
        expect(await endHalfCoverage(page)).toBeGreaterThan(350)
      })
    }

    test('services: the jump links stand beside the heading on a laptop', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path('/services'))
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
      const jump = await page.getByRole('navigation', { name: t('services:jumpLabel') }).boundingBox()
      if (!heading || !jump) throw new Error('no heading or jump links')
      // Beside, not under: the links start above the heading's bottom edge.
      expect(jump.y).toBeLessThan(heading.y + heading.height)
      // The end side: right of the heading in English, left of it in Arabic and Urdu.
      if (locale === 'en') expect(jump.x).toBeGreaterThan(heading.x + heading.width)
      else expect(jump.x + jump.width).toBeLessThan(heading.x)
    })

    test('services: on a phone the jump links take three short rows at most', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path('/services'))
      const list = page.getByRole('navigation', { name: t('services:jumpLabel') }).getByRole('list')
      await expect(list.getByRole('link')).toHaveCount(5)
      const box = await list.boundingBox()
      // One pill a line took 470 px before the first service (English reviewer, round 9).
      expect(box?.height).toBeLessThanOrEqual(150)
    })

    test("contact: the reader's own office, its hours and Call / WhatsApp head the page on a laptop", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path('/contact'))
      const band = page.getByRole('region', { name: t('contact:heading') })
      // London in English, Dubai in Arabic, Lahore in Urdu.
      const office = { en: 'uk', ar: 'uae', ur: 'pk' }[locale]
      const card = band.locator(`[data-own-office="${office}"]`)
      await expect(card.getByText(t('channels:offices.hours'))).toBeVisible()
      await expect(card.getByRole('list', { name: t('channels:quickContact.label') })).toBeVisible()
      // The status line fills from the visitor's clock: open now, or when the office opens.
      await expect(card.locator('[data-office-status]')).toBeVisible()
      // Moved up, not repeated: the quick row appears once on the page.
      await expect(page.getByRole('list', { name: t('channels:quickContact.label') })).toHaveCount(1)
    })

    test('contact: on a phone only the quick row joins the band, where it stood before', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path('/contact'))
      const band = page.getByRole('region', { name: t('contact:heading') })
      await expect(band.getByRole('list', { name: t('channels:quickContact.label') })).toBeVisible()
      await expect(band.locator('[data-office-status]')).toBeHidden()
      await expect(band.getByText(t('channels:offices.hours'))).toBeHidden()
    })

    test('about: the company facts head the page, moved up rather than repeated', async ({ page }) => {
      await page.goto(path('/about'))
      const band = page.locator('section[aria-labelledby="page-heading"]')
      await expect(band.getByRole('term')).toHaveCount(3)
      await expect(page.getByText(t('about:mission.facts.founded'), { exact: true })).toHaveCount(1)
    })
  })
}
