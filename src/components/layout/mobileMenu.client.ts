// Opens and closes the collapsed header menu (the disclosure pattern): Escape closes it and
// gives focus back to the toggle, and choosing a link closes it.
export function enhanceMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const menuId = toggle?.getAttribute('aria-controls')
  const menu = menuId ? document.getElementById(menuId) : null
  if (!toggle || !menu) return

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true'
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '')
    menu.dataset.open = String(open)
  }

  toggle.addEventListener('click', () => setOpen(!isOpen()))
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false)
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return
    setOpen(false)
    toggle.focus()
  })
  document.addEventListener('click', (event) => {
    const target = event.target as Node
    if (isOpen() && !menu.contains(target) && !toggle.contains(target)) setOpen(false)
  })
}
