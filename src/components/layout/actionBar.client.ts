// Slides the phone action bar away while something on screen already offers what it does (Contact's
// quick row, a closing call to action): data-hides-action-bar; and while the visitor types in a
// field, where it covered the message box and the send button (the Urdu reviewer, round 6).
// Without JavaScript it simply stays.
export function enhanceActionBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-action-bar]')
  const repeats = document.querySelectorAll('[data-hides-action-bar]')
  if (!bar || repeats.length === 0 || !('IntersectionObserver' in window)) return
  // Read in an animation frame, whose layout the frame needs anyway: no extra layout at load.
  requestAnimationFrame(() => {
    // Behind the sticky header is not on screen: Contact's quick row sat there after sending,
    // and the bar had slid away with no Call or WhatsApp in sight.
    const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0
    const inView = new Set<Element>()
    let typing = false
    const update = () => {
      bar.dataset.covered = String(inView.size > 0 || typing)
    }
    const isField = (target: EventTarget | null) => target instanceof Element && target.matches('input, textarea')
    document.addEventListener('focusin', (event) => {
      typing = isField(event.target)
      update()
    })
    document.addEventListener('focusout', (event) => {
      if (!isField(event.target)) return
      typing = false
      update()
    })
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target)
          else inView.delete(entry.target)
        }
        update()
      },
      { rootMargin: `-${Math.round(headerHeight)}px 0px 0px 0px` },
    )
    for (const element of repeats) observer.observe(element)
  })
}
