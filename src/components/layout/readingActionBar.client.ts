// The long reads' own script (articles and legal pages, and the portfolio's grid under its pinned
// filters, beside the shared layout script): only they pay for it.

/** How far the reader scrolls one way before the bar follows: a jitter of the thumb is not a turn. */
const turn = 40

/**
 * On a phone the header and the bar took a sixth of the screen through an 11,000 px Urdu article
 * (review of 25 Nov 2026). The bar steps aside while the reader scrolls down, and is back as soon
 * as they scroll up (looking for it) or reach the page's last screen.
 */
export function hideActionBarWhileReading(): void {
  const bar = document.querySelector<HTMLElement>('[data-action-bar]')
  if (!bar) return
  let turnedAt = scrollY
  let down = false
  addEventListener(
    'scroll',
    () => {
      const y = scrollY
      // The page's last screen shows the bar, with the quote offer and the footer.
      if (y + 2 * innerHeight >= document.documentElement.scrollHeight) {
        down = false
        turnedAt = y
      } else if (down === y > turnedAt) {
        // Still going the same way: a turn is measured from the furthest point.
        turnedAt = y
      } else if (Math.abs(y - turnedAt) > turn) {
        down = !down
        turnedAt = y
      }
      // Written only when it turns: this runs on every scroll event.
      if (bar.dataset.reading !== String(down)) bar.dataset.reading = String(down)
    },
    { passive: true },
  )
}
