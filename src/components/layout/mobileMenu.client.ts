// Opens and closes the collapsed header menu, a sheet over the dimmed page: Escape closes it and
// gives focus back to the toggle, Tab cycles between the toggle and the sheet's links, the page
// behind does not scroll, and choosing a link or tapping the dimmed page closes it.
export function enhanceMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const menuId = toggle?.getAttribute('aria-controls')
  const menu = menuId ? document.getElementById(menuId) : null
  if (!toggle || !menu) return
  const root = document.documentElement

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true'
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '')
    menu.dataset.open = String(open)
    // Hides the phone action bar (its CSS) and holds the page still behind the sheet.
    root.dataset.menuOpen = String(open)
    root.style.overflow = open ? 'hidden' : ''
  }

  toggle.addEventListener('click', () => setOpen(!isOpen()))
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  })
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return
    if (event.key === 'Escape') {
      setOpen(false)
      toggle.focus()
    } else if (event.key === 'Tab') {
      const stops = [toggle, ...menu.querySelectorAll<HTMLElement>('a[href], button')]
      const edge = event.shiftKey ? toggle : stops[stops.length - 1]
      if (document.activeElement === edge) {
        event.preventDefault()
        ;(event.shiftKey ? stops[stops.length - 1] : toggle)?.focus()
      }
    }
  })
  document.addEventListener('click', (event) => {
    const target = event.target as Node
    if (isOpen() && !menu.contains(target) && !toggle.contains(target)) setOpen(false)
  })
}
