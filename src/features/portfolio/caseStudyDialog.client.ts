// Opens a project's case study in the native modal <dialog>: the browser traps focus, closes it
// on Escape and makes the page behind it inert; while it is open the page behind does not scroll.
// Without JavaScript each card's "Read case study" link opens the project's own page, and every
// case study is also a section of this page; with it, that section is hidden and a click (or
// Enter) on a card shows its study in the dialog, whose header links to the study's own page.
// A click with a modifier key (new tab, new window) still follows the link.
export function enhanceCaseStudies(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-case-dialog]')
  const body = dialog?.querySelector('[data-case-body]')
  const pageLink = dialog?.querySelector<HTMLAnchorElement>('a[data-case-page]')
  const section = document.querySelector<HTMLElement>('[data-case-studies]')
  if (!dialog || !body || !pageLink || !section) return
  const studies = new Map([...section.querySelectorAll<HTMLElement>('article[id]')].map((a) => [a.id, a]))
  const root = document.documentElement
  let opener: HTMLElement | null = null

  const open = (studyId: string, from: HTMLElement) => {
    const study = studies.get(studyId)
    if (!study) return false
    // Its screen is about to be seen: no need to wait for the lazy loader to notice.
    for (const image of study.querySelectorAll('img')) image.loading = 'eager'
    body.replaceChildren(study)
    dialog.setAttribute('aria-labelledby', study.getAttribute('aria-labelledby') ?? '')
    pageLink.href = study.dataset.pageUrl ?? pageLink.href
    opener = from
    // The gutter stays, so the page does not shift sideways when its scroll bar goes.
    root.style.scrollbarGutter = 'stable'
    root.style.overflow = 'hidden'
    dialog.showModal()
    dialog.scrollTop = 0
    return true
  }

  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-case]')]
  for (const link of links) {
    link.setAttribute('aria-haspopup', 'dialog')
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (open(link.dataset.case ?? '', link)) event.preventDefault()
    })
  }
  section.hidden = true
  // An address that names a case study (#case-<id>) opens it.
  const shared = links.find((link) => `#${link.dataset.case}` === location.hash)
  if (shared) open(shared.dataset.case ?? '', shared)

  dialog.addEventListener('close', () => {
    root.style.overflow = ''
    root.style.scrollbarGutter = ''
    // Chromium gives focus back by itself; other browsers may not, and the visitor must land
    // on the link they came from.
    opener?.focus()
  })
  // A click outside the dialog's box landed on the backdrop (one on its scroll bar did not).
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return
    const box = dialog.getBoundingClientRect()
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) dialog.close()
  })
}
