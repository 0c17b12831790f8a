// Slides the phone action bar away while something on screen already offers what it does (Contact's
// quick row, a closing call to action): data-hides-action-bar; and, on a long read (an article, a
// legal page: data-long-read), while the reader scrolls on down. Without JavaScript it simply stays.
export function enhanceActionBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-action-bar]')
  if (!bar) return
  hideWhileRepeated(bar)
  if (document.querySelector('[data-long-read]')) hideWhileReadingOn(bar)
}

function hideWhileRepeated(bar: HTMLElement): void {
  const repeats = document.querySelectorAll('[data-hides-action-bar]')
  if (repeats.length === 0 || !('IntersectionObserver' in window)) return
  // Read in an animation frame, whose layout the frame needs anyway: no extra layout at load.
  requestAnimationFrame(() => {
    // Behind the sticky header is not on screen: Contact's quick row sat there after sending,
    // and the bar had slid away with no Call or WhatsApp in sight.
    const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0
    const inView = new Set<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target)
          else inView.delete(entry.target)
        }
        bar.dataset.covered = String(inView.size > 0)
      },
      { rootMargin: `-${Math.round(headerHeight)}px 0px 0px 0px` },
    )
    for (const element of repeats) observer.observe(element)
  })
}

/** How far the reader scrolls one way before the bar follows: a jitter of the thumb is not a turn. */
const turn = 40

/**
 * On a phone the header and the bar took a sixth of the screen through an 11,000 px Urdu article
 * (review of 25 Nov 2026). The bar steps aside while the reader scrolls down, and is back as soon
 * as they scroll up (looking for it) or reach the page's last screen.
 */
function hideWhileReadingOn(bar: HTMLElement): void {
  let turnedAt = window.scrollY
  let down = false
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY
      const nearEnd = y + window.innerHeight >= document.documentElement.scrollHeight - window.innerHeight
      if (nearEnd) {
        down = false
        turnedAt = y
      } else if (down ? y > turnedAt : y < turnedAt) {
        // Still going the same way: remember the furthest point, where a turn is measured from.
        turnedAt = y
      } else if (Math.abs(y - turnedAt) > turn) {
        down = !down
        turnedAt = y
      }
      if (bar.dataset.reading !== String(down)) bar.dataset.reading = String(down)
    },
    { passive: true },
  )
}
