// Opens and closes the collapsed header menu, a sheet over the dimmed page: Escape closes it and
// gives focus back to the toggle, Tab cycles between the toggle and the menu's links, the page
// behind does not scroll, and choosing a link or tapping the dimmed page closes it.
// In the HTML the toggle is a link to the menu (its :target rule opens it without JavaScript); here
// it becomes a button in place, looking the same, so nothing moves when this runs.
export function enhanceMobileMenu(): void {
  const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]')
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

  // Opened by its link before this ran (its close link shows): keep it open, now as the script's sheet.
  const linkClose = document.querySelector<HTMLElement>('[data-menu-close]')
  const openedByLink = !!linkClose && getComputedStyle(linkClose).display !== 'none'
  const focusOnLinkClose = document.activeElement === linkClose
  toggle.setAttribute('role', 'button')
  setOpen(openedByLink)
  root.dataset.menuReady = ''
  if (focusOnLinkClose) toggle.focus()

  toggle.addEventListener('click', (event) => {
    event.preventDefault()
    setOpen(!isOpen())
  })
  // A link answers Enter only; a button answers Space too.
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return
    event.preventDefault()
    toggle.click()
  })
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  })
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return
    if (event.key === 'Escape') {
      setOpen(false)
      toggle.focus()
    } else if (event.key === 'Tab') {
      // The toggle follows the menu in the page, so Tab from its last link reaches the toggle by
      // itself; the two steps across the other way are made here: toggle to first link and back.
      const first = menu.querySelector<HTMLElement>('a[href], button')
      const [from, to] = event.shiftKey ? [first, toggle] : [toggle, first]
      if (from && to && document.activeElement === from) {
        event.preventDefault()
        to.focus()
      }
    }
  })
  document.addEventListener('click', (event) => {
    const target = event.target as Node
    if (isOpen() && !menu.contains(target) && !toggle.contains(target)) setOpen(false)
  })
}
