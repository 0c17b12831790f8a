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

// A Latin name beside Urdu or Arabic words is a full word space away from them. On Urdu pages
// the space was Nastaliq's (0.13 em, a hairline), and 'WordPress ڈیولپمنٹ' read as one word.
for (const locale of locales) {
  test(`${locale} home: a Latin name is a word space away from the words beside it`, async ({ page }) => {
    await page.goto(localizePath('/', locale))
    await page.evaluate(() => document.fonts.ready)
    const title = page.getByRole('heading', { name: translations(locale)('home:services.wordpress.title') })
    const spaceEm = await title.evaluate((heading) => {
      // The title's text, inside the link to its service.
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
      let text = walker.nextNode() as Text
      while (!text.textContent?.includes('WordPress')) text = walker.nextNode() as Text
      const value = text.textContent ?? ''
      const start = value.indexOf('WordPress')
      // The space after the name, or before it when the name ends the title.
      const at = value[start + 'WordPress'.length] === ' ' ? start + 'WordPress'.length : start - 1
      const range = document.createRange()
      range.setStart(text, at)
      range.setEnd(text, at + 1)
      return range.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(heading).fontSize)
    })
    // Inter's space is 0.28 em.
    expect(spaceEm).toBeGreaterThan(0.2)
  })
}

// On a phone, a heading that wraps is balanced: its last line is not one short word under a full
// line ('…کے بارے / میں', '…على هذه / الصفحة'), and no name ('Bayan Digital') or 'کے لیے'
// (joined by no-break spaces) is split across two lines.
for (const locale of locales) {
  test(`${locale} pages at 390px: no heading leaves a word alone on its last line`, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width: 390, height: 844 })
    const problems: string[] = []
    for (const route of ['/', '/about', '/services', '/products', '/contact', '/privacy', '/no-such-page']) {
      await page.goto(localizePath(route, locale))
      await page.evaluate(() => document.fonts.ready)
      const found = await page.evaluate(badHeadingBreaks)
      problems.push(...found.map((problem) => `${route}: ${problem}`))
    }
    expect(problems).toEqual([])
  })
}

/** Runs in the page: the headings of main whose last line is one short word, or that split a word. */
function badHeadingBreaks(): string[] {
  const out: string[] = []
  for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
    if (heading.getClientRects().length === 0) continue
    // Two boxes are on one line when their middles are less than half the font size apart: Inter's
    // and Nastaliq's boxes on one line differ in height, and lines are at least 1.2 em apart.
    const tolerance = Number.parseFloat(getComputedStyle(heading).fontSize) / 2
    const middle = (box: DOMRect) => (box.top + box.bottom) / 2
    const lines: { middle: number; words: string[]; left: number; right: number }[] = []
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Words as the line breaker sees them: split at spaces and after hyphens, never at no-break spaces.
      for (const match of (node.textContent ?? '').matchAll(/[^ \n\t-]+-?/g)) {
        const range = document.createRange()
        range.setStart(node, match.index ?? 0)
        range.setEnd(node, (match.index ?? 0) + match[0].length)
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0)
        if (boxes.length === 0) continue
        const middles = boxes.map(middle)
        if (Math.max(...middles) - Math.min(...middles) > tolerance)
          out.push(`split "${match[0]}": ${heading.textContent}`)
        for (const box of boxes) {
          let line = lines.find((candidate) => Math.abs(candidate.middle - middle(box)) < tolerance)
          if (!line) {
            line = { middle: middle(box), words: [], left: box.left, right: box.right }
            lines.push(line)
          }
          if (line.words.at(-1) !== match[0]) line.words.push(match[0])
          line.left = Math.min(line.left, box.left)
          line.right = Math.max(line.right, box.right)
        }
      }
    }
    if (lines.length < 2) continue
    lines.sort((a, b) => a.middle - b.middle)
    const last = lines.at(-1) as (typeof lines)[number]
    const widest = Math.max(...lines.map((line) => line.right - line.left))
    if (last.words.length === 1 && (last.right - last.left) / widest < 0.35)
      out.push(`alone "${last.words[0]}": ${heading.textContent}`)
  }
  return out
}
