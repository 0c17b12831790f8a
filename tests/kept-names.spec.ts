import { expect, type Page, test } from '@playwright/test'
import { featuredClient } from '#config/featuredProject.ts'
import { locales, localizePath } from './support/site.ts'

/**
 * For every place the page shows the name, how many lines it takes (the distinct tops of its
 * rectangles): "Hearth &" ending one line of an Urdu paragraph and "Loom" starting the next read
 * as two fragments in the wrong order (round-9 Urdu review).
 */
async function linesOfName(page: Page, name: string): Promise<number[]> {
  return page.getByRole('main').evaluate((main, name) => {
    const counts: number[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + name.length)) {
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + name.length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        if (rects.length > 0) counts.push(new Set(rects.map((rect) => Math.round(rect.top))).size)
      }
    }
    return counts
  }, name)
}

for (const locale of locales) {
  for (const logical of ['/portfolio/hearth-and-loom', '/portfolio', '/']) {
    test(`${locale} ${logical}: ${featuredClient} stays on one line at every phone width`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(localizePath(logical, locale))
      // 320 to 430 px: the widths of phones, where a long line wraps at a different word each time.
      for (let width = 320; width <= 430; width += 6) {
        await page.setViewportSize({ width, height: 844 })
        const lines = await linesOfName(page, featuredClient)
        expect(lines.length, `the name is shown at ${width} px`).toBeGreaterThan(0)
        expect(lines, `at ${width} px`).toEqual(lines.map(() => 1))
      }
    })
  }
}
