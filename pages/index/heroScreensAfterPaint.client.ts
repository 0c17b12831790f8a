/**
 * Puts the hero's product screen into the page once the page has painted its text, and never in
 * a way that would make the picture the page's largest paint (LCP) in place of the hero text.
 *
 * Until then the picture waits in an inert <template>: an image that high on a phone would start
 * loading beside the fonts, before the first paint (Chrome fetches lazy images within a few
 * thousand pixels of the screen), and on a Urdu page one more request there costs a round trip
 * (docs/decisions/0013-first-round-trip.md). Its box is reserved in the HTML, so nothing moves
 * when it arrives; without JavaScript a <noscript> copy shows it.
 *
 * Once the text has painted, a box the visitor can see gets its picture at once: wholly on the
 * screen beside the text (a laptop), or any part of it on the screen while that part is smaller
 * than the largest paint so far (a phone, where the box's top peeks out above the action bar under
 * the caption, HeroScreens.tsx's heroPeek: it never stays an empty box in sight, and it never
 * outgrows the text as the largest paint). A box below the first screen (a phone whose text fills
 * it, a tablet, where the hero lays it out under the action bar) gets it at the visitor's first
 * scroll, tap or key, after which the browser no longer counts new paints as the largest; the page
 * then also does no more work while it loads (a box below /ur's first screen, put in at once,
 * cost Lighthouse's runs 95-99 for blocking time; deferred, 100).
 */
export function showHeroScreensAfterPaint(): void {
  const templates = [...document.querySelectorAll<HTMLTemplateElement>('template[data-after-paint]')]
  if (templates.length === 0) return
  const measured = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') ?? false
  let largest = 0
  let painted = !measured
  let loaded = document.readyState === 'complete'
  let fontsReady = false
  let placed = false
  // A visitor who has already scrolled, tapped or pressed a key (Tab) before the picture's turn
  // gets it at once: the browser no longer counts larger paints after an input, and waiting for
  // a second one left a laptop's hero an empty frame (the Arabic reviewer, Tab at once on /ar).
  let interacted = false
  onFirstInput(() => {
    interacted = true
  })

  const place = () => {
    if (placed || !painted || !loaded || !fontsReady) return
    placed = true
    // The frame that follows has the text on screen; the pictures go in after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const template of templates) {
          const box = template.parentElement
          const seen = box ? visibleArea(box) : 0
          if (
            !measured ||
            !box ||
            interacted ||
            (besideTheText() && wholeOnScreen(box)) ||
            (seen > 0 && seen < largest)
          )
            reveal(template)
          else onFirstInput(() => reveal(template))
        }
      }, 0),
    )
  }

  if (measured) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        largest = Math.max(largest, (entry as PerformanceEntry & { size: number }).size)
      painted = true
      place()
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  }
  if (!loaded) {
    window.addEventListener(
      'load',
      () => {
        loaded = true
        place()
      },
      { once: true },
    )
  }
  // The hero text paints in its own face: the largest paint is known only once the fonts are in.
  document.fonts.ready.then(() => {
    fontsReady = true
    place()
  })
}

function reveal(template: HTMLTemplateElement): void {
  if (template.isConnected) template.replaceWith(template.content)
}

/**
 * Two columns (from 900 px, MUI's md): the screens sit beside the text and are the other half of
 * the first screen, so they go in once the text has painted even where they are larger than it
 * (balanced Arabic lines paint a smaller area than the oud-store phones). Waiting for a scroll
 * there left an empty box on a laptop for as long as the visitor read.
 */
function besideTheText(): boolean {
  return window.matchMedia('(min-width: 900px)').matches
}

function wholeOnScreen(element: Element): boolean {
  const box = element.getBoundingClientRect()
  return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
}

/** How many CSS pixels of the element are on the screen now. */
function visibleArea(element: Element): number {
  const box = element.getBoundingClientRect()
  const width = Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0))
  const height = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0))
  return width * height
}

function onFirstInput(run: () => void): void {
  const events = ['scroll', 'pointerdown', 'keydown'] as const
  const once = () => {
    for (const event of events) window.removeEventListener(event, once)
    run()
  }
  for (const event of events) window.addEventListener(event, once, { passive: true })
}
