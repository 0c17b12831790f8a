// Opens a project's summary in the native modal <dialog>: the browser traps focus, closes it on
// Escape and makes the page behind it inert; while it is open the page behind does not scroll.
// Each card's "Read Case Study" opens the project's own page; its "Quick Look" links to the
// summary's section further down this page, which works without JavaScript. With it, that section
// is hidden and a click (or Enter) on Quick Look shows the summary in the dialog, whose header and
// end link to the study's own page.
// A click with a modifier key (new tab, new window) still follows the link.
// An open study is an entry in the history (#case-<id>): Back, or a phone's swipe back, closes it
// and stays on the portfolio, and the address can be shared.
export function enhanceCaseStudies(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-case-dialog]')
  const body = dialog?.querySelector('[data-case-body]')
  const pageLink = dialog?.querySelector<HTMLAnchorElement>('a[data-case-page]')
  const section = document.querySelector<HTMLElement>('[data-case-studies]')
  if (!dialog || !body || !pageLink || !section) return
  const studies = new Map([...section.querySelectorAll<HTMLElement>('article[id]')].map((a) => [a.id, a]))
  const root = document.documentElement
  let opener: HTMLElement | null = null
  let openId = ''

  const open = (studyId: string, from: HTMLElement) => {
    const study = studies.get(studyId)
    if (!study) return false
    // Its screen is about to be seen: no need to wait for the lazy loader to notice.
    for (const image of study.querySelectorAll('img')) image.loading = 'eager'
    body.replaceChildren(study)
    dialog.setAttribute('aria-labelledby', study.getAttribute('aria-labelledby') ?? '')
    pageLink.href = study.dataset.pageUrl ?? pageLink.href
    opener = from
    openId = studyId
    // The page keeps its scroll bar's gutter (GlobalStyles): it does not shift sideways here.
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
      const studyId = link.dataset.case ?? ''
      if (!open(studyId, link)) return
      event.preventDefault()
      history.pushState({ caseStudy: studyId }, '', `#${studyId}`)
    })
  }
  section.hidden = true
  // An address that names a case study (#case-<id>) opens it.
  const shared = links.find((link) => `#${link.dataset.case}` === location.hash)
  if (shared) open(shared.dataset.case ?? '', shared)

  // Back (or forward) to an address without the open study closes it; forward to one opens it.
  window.addEventListener('popstate', () => {
    const study = links.find((link) => `#${link.dataset.case}` === location.hash)
    if (study) {
      if (!dialog.open) open(study.dataset.case ?? '', study)
    } else if (dialog.open) {
      openId = '' // the address has moved on already: closing must not go back again
      dialog.close()
    }
  })

  dialog.addEventListener('close', () => {
    // The event is queued: after a quick Back then Forward it arrives when the study is open
    // again, and must neither unlock the page nor go back a second time (off the portfolio).
    if (dialog.open) return
    root.style.overflow = ''
    const closedId = openId
    openId = ''
    // Closed by its button, Escape or the backdrop: the history entry the opening added goes too,
    // so Back then leaves the portfolio as the visitor expects. A shared address loses its hash.
    if (!closedId || location.hash !== `#${closedId}`) return // closed by Back
    if (history.state?.caseStudy === closedId) history.back()
    else history.replaceState(history.state, '', location.pathname + location.search)
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
