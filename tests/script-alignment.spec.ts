import { expect, type Page, test } from '@playwright/test'
import { inkCentre } from './support/inkCentre.ts'
import { locales, localizePath, translations } from './support/site.ts'

// Where Nastaliq, Naskh and Latin words sit side by side in small boxes, the eye lines up the
// middles of their letters, not of their boxes, and each script's face places its letters at
// another height in its box (Nastaliq's low in a tall one). The middles are measured on the ink.

/** The language names in the header's switcher: in the bar at 1280, in the opened menu at 390. */
async function switcher(page: Page, locale: (typeof locales)[number], width: number) {
  const t = translations(locale)
  await page.setViewportSize({ width, height: 844 })
  await page.goto(localizePath('/services', locale))
  await page.evaluate(() => document.fonts.ready)
  if (width < 900) await page.getByRole('button', { name: t('nav.openMenu') }).click()
  return page.getByRole('list', { name: t('language.switcherLabel') }).getByRole('link')
}

for (const locale of locales) {
  for (const width of [1280, 390]) {
    test(`${locale} at ${width}px: the language names sit on one line, the current one in a pill that hugs it`, async ({
      page,
    }) => {
      const names = await switcher(page, locale, width)
      await expect(names).toHaveCount(locales.length)
      const centres: number[] = []
      for (const name of await names.all()) centres.push(await inkCentre(name))
      // Within 3 px: 'اردو' stood 10 px above 'English' on the Arabic page (round 9), and 'English'
      // 7 px under 'العربية' on the Urdu one.
      expect(Math.max(...centres) - Math.min(...centres), centres.join(', ')).toBeLessThanOrEqual(3)
      // The Urdu page's pill was a 58 px block in an 80 px bar, taller than the quote button.
      const pill = await page.locator('[data-locale-choice][aria-current="true"]').last().boundingBox()
      expect(pill?.height).toBeLessThan(40)
    })
  }
}

test('/ur/portfolio at 1280px: Urdu and Latin filter labels share their pills’ optical middle', async ({ page }) => {
  const t = translations('ur')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(localizePath('/portfolio', 'ur'))
  await page.evaluate(() => document.fonts.ready)
  // Links before the script runs, toggle buttons after: found by their filter.
  const chip = (filter: string) =>
    page.getByRole('group', { name: t('portfolio:filters.label') }).locator(`[data-filter="${filter}"]`)
  const all = chip('all')
  const shopify = chip('shopify')
  expect(t('portfolio:filters.all')).toMatch(/^[\u0600-\u06ff]+$/u)
  expect(t('portfolio:categories.shopify')).toMatch(/^[A-Za-z]+$/)
  // The two pills are one height on one row: their letters' middles must be too. 'سب' sat 4 px
  // (at 19 px text, 8 px) under 'Shopify' (round 9).
  expect((await all.boundingBox())?.y).toBe((await shopify.boundingBox())?.y)
  expect(Math.abs((await inkCentre(all)) - (await inkCentre(shopify)))).toBeLessThanOrEqual(2)
  // A mixed label keeps its words in the order and spacing written, for readers and search alike.
  await expect(chip('pos')).toHaveText(t('portfolio:categories.pos'))
  await expect(chip('pos')).toHaveAccessibleName(t('portfolio:categories.pos'))
})
