// Slides the phone action bar away while something on screen already offers what it does (Contact's
// quick row, a closing call to action): data-hides-action-bar. Without JavaScript it simply stays.
export function enhanceActionBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-action-bar]')
  const repeats = document.querySelectorAll('[data-hides-action-bar]')
  if (!bar || repeats.length === 0 || !('IntersectionObserver' in window)) return
  const inView = new Set<Element>()
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target)
      else inView.delete(entry.target)
    }
    bar.dataset.covered = String(inView.size > 0)
  })
  for (const element of repeats) observer.observe(element)
}
