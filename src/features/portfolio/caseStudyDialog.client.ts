// Opens a project's case study in the native modal <dialog>: the browser traps focus, closes it
// on Escape and makes the page behind it inert. Without JavaScript the same case studies are a
// section of the page that each card's View link jumps to; with it, that section is hidden, the
// links give way to buttons, and a case study moves into the dialog while it is shown.
export function enhanceCaseStudies(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-case-dialog]')
  const body = dialog?.querySelector('[data-case-body]')
  const section = document.querySelector<HTMLElement>('[data-case-studies]')
  if (!dialog || !body || !section) return
  const studies = new Map([...section.querySelectorAll('article[id]')].map((article) => [article.id, article]))
  let opener: HTMLButtonElement | null = null

  for (const link of document.querySelectorAll<HTMLElement>('a[data-case]')) link.hidden = true
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-case]')]
  for (const button of buttons) {
    button.hidden = false
    button.addEventListener('click', () => {
      const study = studies.get(button.dataset.case ?? '')
      if (!study) return
      body.replaceChildren(study)
      dialog.setAttribute('aria-labelledby', study.getAttribute('aria-labelledby') ?? '')
      opener = button
      dialog.showModal()
    })
  }
  section.hidden = true
  // An address shared from the page without JavaScript (#case-<id>) opens that case study.
  buttons.find((button) => `#${button.dataset.case}` === location.hash)?.click()

  // Chromium gives focus back by itself; other browsers may not, and the visitor must land
  // on the View button they came from.
  dialog.addEventListener('close', () => opener?.focus())
  // The dialog box has no padding of its own, so a click that targets it landed on the backdrop.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
}
