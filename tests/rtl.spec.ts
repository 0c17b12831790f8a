import { expect, test } from '@playwright/test'
import { locales, localizePath, translations } from './support/site.ts'

for (const locale of locales) {
  const rtl = locale !== 'en'

  test(`${locale} home: header, arrow and heading follow the reading direction`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(localizePath('/', locale))
    const t = translations(locale)

    // The brand sits at the reading start of the header, the quote button at its end.
    const brand = await page.getByRole('link', { name: t('nav.homeLink', { company: 'Bayan Digital' }) }).boundingBox()
    const quote = await page
      .getByRole('banner')
      .getByRole('link', { name: t('nav.getQuote') })
      .boundingBox()
    expect(brand && quote && (rtl ? brand.x > quote.x : brand.x < quote.x)).toBe(true)

    // "Explore All Services" ends with an arrow that points the way the reader reads.
    const arrow = page.getByRole('link', { name: t('home:services.explore') }).locator('svg')
    const transform = await arrow.evaluate((svg) => getComputedStyle(svg).transform)
    expect(transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')

    // Text starts on the reading side.
    const heading = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).direction)
    expect(heading).toBe(rtl ? 'rtl' : 'ltr')
  })
}

test('a phone number inside Arabic text is not reordered', async ({ page }) => {
  await page.goto('/ar')
  const call = page
    .getByRole('region', { name: translations('ar')('home:cta.heading') })
    .getByRole('link', { name: /971/ })
  // The number is wrapped in Unicode isolates, so it reads +971 4 552 9310 left to right.
  expect(await call.textContent()).toContain('\u2066+971 4 552 9310\u2069')
})

// Left-to-right snippets in Arabic and Urdu text are set in Inter with digits of one width: in
// Nastaliq a space is a hairline, and '+971 4 552 9310' read '+9714 552 9310'.
for (const locale of ['ar', 'ur'] as const) {
  test(`${locale} contact: phone numbers keep their spaces`, async ({ page }) => {
    await page.goto(localizePath('/contact', locale))
    await page.evaluate(() => document.fonts.ready)
    const phone = page.getByRole('main').getByRole('link', { name: '+971 4 552 9310', exact: true })
    const set = await phone.evaluate((link) => {
      const style = getComputedStyle(link)
      const text = link.firstChild as Text
      const range = document.createRange()
      const space = (text.textContent ?? '').indexOf(' ')
      range.setStart(text, space)
      range.setEnd(text, space + 1)
      return {
        family: style.fontFamily,
        numeric: style.fontVariantNumeric,
        spaceEm: range.getBoundingClientRect().width / Number.parseFloat(style.fontSize),
      }
    })
    expect(set.family.replaceAll('"', '').split(',')[0]).toBe('Inter')
    expect(set.numeric).toBe('tabular-nums')
    // Inter's space is 0.28 em; Nastaliq's 0.13.
    expect(set.spaceEm).toBeGreaterThan(0.2)
  })
}
