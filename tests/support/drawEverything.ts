import type { Page } from '@playwright/test'

/**
 * Draws the blocks a page draws only as the reader nears them (content-visibility: auto, decision
 * 0014), as a reader who scrolled to each sees them. Skipped, a block keeps a guessed height, and
 * axe, which finds an element's background by what is drawn at its place, can read the wrong one
 * (it did while page bands were drawn late). `clipped` keeps what a drawn block still does: it
 * paints within its box and clip margin (paint containment), which the fonts test measures ink
 * against.
 */
export async function drawEverything(page: Page, { clipped = false } = {}): Promise<void> {
  await page.evaluate((clipped) => {
    for (const block of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(block).contentVisibility !== 'auto') continue
      block.style.contentVisibility = 'visible'
      if (clipped) block.style.contain = 'layout style paint'
    }
  }, clipped)
}
