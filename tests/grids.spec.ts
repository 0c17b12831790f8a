import { expect, test } from '@playwright/test'
import { featuredClient } from '#config/featuredProject.ts'
import { locales, localizePath, translations } from './support/site.ts'

// The pages with grids of cards: services, projects, articles, products, values and team.
const gridPages = ['/', '/services', '/portfolio', '/products', '/about', '/blog'] as const
const widths = [390, 768, 1280] as const

/**
 * Runs in the page. A card grid is a list laid out in columns (display grid, or flex that wraps)
 * whose items each hold a heading (a card), or a list of tiles (the products' tools, data-tiles).
 * Its visible items are put in rows by their top edge. An "empty cell" is room for a card left at
 * one end of a row: every row but the last must span the list from edge to edge, and the last (or
 * only) one must be centred, the space before its first card equal to the space after its last
 * (within 2 px). Returns what is wrong, e.g. "Services: row 2 of 2 cards leaves 380 px at its end".
 */
function emptyCells(): { grids: number; problems: string[] } {
  const problems: string[] = []
  const lists = [...document.querySelectorAll('ul, ol')].filter((list) => {
    const style = getComputedStyle(list)
    const columns = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap')
    const items = [...list.children].filter((item) => item.tagName === 'LI' && item.getClientRects().length > 0)
    const cards = items.every((item) => item.querySelector('h2, h3, h4')) || list.hasAttribute('data-tiles')
    return columns && items.length > 1 && cards
  })
  for (const list of lists) {
    const name =
      list.getAttribute('aria-label') ??
      list.closest('section')?.querySelector('h2')?.textContent ??
      list.closest('main')?.querySelector('h1')?.textContent ??
      'a list'
    const box = list.getBoundingClientRect()
    const style = getComputedStyle(list)
    const left = box.left + Number.parseFloat(style.paddingLeft)
    const right = box.right - Number.parseFloat(style.paddingRight)
    const rows = new Map<number, DOMRect[]>()
    for (const item of list.children) {
      if (item.tagName !== 'LI' || item.getClientRects().length === 0) continue
      const rect = item.getBoundingClientRect()
      const top = [...rows.keys()].find((rowTop) => Math.abs(rowTop - rect.top) <= 1) ?? rect.top
      rows.set(top, [...(rows.get(top) ?? []), rect])
    }
    ;[...rows.values()].forEach((row, index) => {
      const before = Math.min(...row.map((rect) => rect.left)) - left
      const after = right - Math.max(...row.map((rect) => rect.right))
      const where = `${name}: row ${index + 1} of ${row.length} cards`
      const last = index === rows.size - 1
      if (!last && (before > 2 || after > 2))
        problems.push(`${where} leaves ${Math.round(before)} px before and ${Math.round(after)} px after`)
      if (last && Math.abs(before - after) > 2)
        problems.push(`${where} is not centred: ${Math.round(before)} px before, ${Math.round(after)} px after`)
    })
  }
  return { grids: lists.length, problems }
}

for (const locale of locales) {
  for (const width of widths) {
    test(`${locale} at ${width}px: no grid of cards leaves an empty cell`, async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      const problems: string[] = []
      for (const route of gridPages) {
        await page.goto(localizePath(route, locale))
        await page.evaluate(() => document.fonts.ready)
        // Every disclosure open, as a reader opens them: the products' tool tiles included.
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true
        })
        const grids = await page.evaluate(emptyCells)
        if (grids.grids === 0) problems.push(`${route}: no grid of cards found`)
        problems.push(...grids.problems.map((problem) => `${route}: ${problem}`))
      }
      expect(problems).toEqual([])
    })
  }
}

// Figures in bordered boxes side by side (Home's featured project): on a phone a label wraps to
// two lines beside one that does not; the boxes of a row still share their top and height, and
// the figures stand on one line. (About's facts are one row each on a phone: phone-layout.spec.ts.)
for (const locale of locales) {
  const t = translations(locale)
  const figureLists = [{ route: '/', label: t('home:featured.statsLabel') }]
  for (const { route, label } of figureLists) {
    test(`${localizePath(route, locale)} on a phone: the figure boxes of a row align`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 })
      await page.goto(localizePath(route, locale))
      await page.evaluate(() => document.fonts.ready)
      const figures = page.getByLabel(label, { exact: true })
      await expect(figures).toBeVisible()
      const boxes = await figures.evaluate((list) =>
        [...list.children].map((box) => {
          const rect = box.getBoundingClientRect()
          const value = (box.querySelector('dd') as HTMLElement).getBoundingClientRect()
          return { top: rect.top, height: rect.height, valueTop: value.top }
        }),
      )
      expect(boxes.length).toBeGreaterThan(1)
      const rows = new Map<number, typeof boxes>()
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box])
      expect(rows.size).toBeLessThan(boxes.length)
      for (const row of rows.values()) {
        const [first] = row
        for (const box of row) {
          expect(box.top).toBeCloseTo(first?.top ?? 0, 0)
          expect(box.height).toBeCloseTo(first?.height ?? 0, 0)
          expect(box.valueTop).toBeCloseTo(first?.valueTop ?? 0, 0)
        }
      }
    })
  }
}

// Section labels sit in one place on every page: above their heading.
for (const locale of locales) {
  test(`${locale} home: the featured project's label sits above its heading, as the hero's does`, async ({ page }) => {
    const t = translations(locale)
    await page.goto(localizePath('/', locale))
    const section = page.getByRole('region', { name: t('home:featured.heading') })
    const label = await section
      .getByText(t('home:featured.eyebrow', { client: featuredClient }), { exact: true })
      .boundingBox()
    const heading = await section.getByRole('heading', { level: 2 }).boundingBox()
    expect(label && heading && label.y + label.height <= heading.y + 1).toBe(true)
  })
}
