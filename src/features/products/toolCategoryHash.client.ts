// The tool categories are <details> and open and close without JavaScript. This only ties them to
// the URL hash, so that a link to /products#tools-image opens the image tools, and an open
// category can be shared or reloaded: opening one writes its hash, closing it takes the hash away.
// replaceState, not pushState: opening a category is not a step the Back button should undo.
export function enhanceToolCategories(): void {
  const categories = [...document.querySelectorAll<HTMLDetailsElement>('details[data-tool-category]')]
  if (categories.length === 0) return

  const openFromHash = () => {
    const target = categories.find((details) => `#${details.id}` === location.hash)
    if (target) target.open = true
  }
  const urlWithHash = (hash: string) => `${location.pathname}${location.search}${hash}`

  for (const details of categories) {
    details.addEventListener('toggle', () => {
      const hash = `#${details.id}`
      if (details.open && location.hash !== hash) history.replaceState(history.state, '', urlWithHash(hash))
      else if (!details.open && location.hash === hash) history.replaceState(history.state, '', urlWithHash(''))
    })
  }
  window.addEventListener('hashchange', openFromHash)
  openFromHash()
}
