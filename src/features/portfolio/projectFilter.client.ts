import { filterFromSearch, isShown, showAll, urlForFilter } from './categoryFilter.ts'

// Turns the server-rendered filter links into toggle buttons that filter in place (without this,
// each link loads the filtered page and CSS filters it: ProjectFilters.tsx). The choice lives in
// the URL (?category=pos) so a filtered view can be shared, reloaded and walked with Back and
// Forward. Every text comes from the page: each link carries its own announcement in data-status.
export function enhanceProjectFilter(): void {
  const bar = document.querySelector<HTMLElement>('[data-project-filters]')
  const status = bar?.querySelector<HTMLElement>('[role="status"]')
  if (!bar || !status) return
  const buttons = [...bar.querySelectorAll<HTMLElement>('[data-filter]')]
  for (const button of buttons) button.setAttribute('role', 'button')
  // The status line keeps one sentence, the one for every project, as the script's live region.
  for (const sentence of status.querySelectorAll(`[data-status-for]:not([data-status-for="${showAll}"])`)) {
    sentence.remove()
  }
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
    const button = (event.target as Element).closest<HTMLElement>('[data-filter]')
    const filter = button?.dataset.filter
    if (!filter) return
    event.preventDefault()
    if (button.getAttribute('aria-pressed') === 'true') return
    history.pushState(null, '', urlForFilter(location.href, filter))
    show(filter)
    // Chosen from the bar stuck over the grid (a phone), the shorter grid would leave the reader
    // below it: its count, and the cards under it, come back under the bar.
    status.scrollIntoView({ block: 'nearest' })
  })
  // A link answers Enter only; a button answers Space too.
  bar.addEventListener('keydown', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-filter]')
    if (!button || event.key !== ' ') return
    event.preventDefault()
    button.click()
  })
  window.addEventListener('popstate', showFromUrl)
  showFromUrl()
  bar.dataset.ready = 'true'
}
