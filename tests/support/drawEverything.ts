import type { Page } from '@playwright/test'

/**
 * Draws the parts a page draws only as the reader nears them (content-visibility: auto, decision
 * 0014), as a reader who scrolled to each sees them. Skipped, they keep a guessed height: the page
 * measured taller than it is, and axe, which finds an element's background by what is drawn at its
 * place, read the closing band's dark blue behind a button of the light band above it.
 */
export async function drawEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
}
