import { filterFromSearch, isShown, urlForFilter } from './categoryFilter.ts'

// Turns the server-rendered filter buttons into a working filter. The buttons stay invisible
// until this runs (see ProjectFilters.tsx); the choice lives in the URL (?category=pos) so a
// filtered view can be shared, reloaded and walked with Back and Forward. Every text comes from
// the page: each button carries its own announcement in data-status.
export function enhanceProjectFilter(): void {
  const bar = document.querySelector<HTMLElement>('[data-project-filters]')
  const status = bar?.querySelector<HTMLElement>('[role="status"]')
  if (!bar || !status) return
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button[data-filter]')]
  const cards = [...document.querySelectorAll<HTMLElement>('[data-project-category]')]
  const filters = buttons.map((button) => button.dataset.filter ?? '')

  const show = (filter: string) => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset.filter === filter))
    for (const card of cards) card.hidden = !isShown(card.dataset.projectCategory ?? '', filter)
    const text = buttons.find((button) => button.dataset.filter === filter)?.dataset.status ?? ''
    // Only a change is written, so the polite live region speaks for a new choice, not on load.
    if (status.textContent !== text) status.textContent = text
  }
  const showFromUrl = () => show(filterFromSearch(location.search, filters))

  bar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-filter]')
    const filter = button?.dataset.filter
    if (!filter || button.getAttribute('aria-pressed') === 'true') return
    history.pushState(null, '', urlForFilter(location.href, filter))
    show(filter)
  })
  window.addEventListener('popstate', showFromUrl)
  showFromUrl()
  bar.dataset.ready = 'true'
}
