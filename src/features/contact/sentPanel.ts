// After the island sends a message, the panel of the thank-you page (server HTML, ContactSent) takes
// the form's place: a tick and "Thank you, <name>", then what happens next. Its headline takes the
// focus. The toast (SPEC) says "Message sent!" and makes the reply promise, which the panel makes
// again, as the toast goes after a few seconds. "Send another message" brings the form back.
export const contactSentPanelId = 'contact-sent'
export const contactSentHeadingId = 'contact-sent-heading'

/**
 * Shows the panel where the form was, its headline thanking the sender by name, and moves the
 * focus to that headline; false if the page has none.
 */
export function showSentPanel(senderName: string, onSendAnother: () => void): boolean {
  const panel = document.getElementById(contactSentPanelId)
  const heading = document.getElementById(contactSentHeadingId)
  const form = document.querySelector<HTMLElement>('[data-hidden-when-sent]')
  const section = panel?.closest('section')
  if (!panel || !heading || !form || !section) return false
  const formLabel = section.getAttribute('aria-labelledby') ?? ''
  const show = (sent: boolean) => {
    form.hidden = sent
    panel.hidden = !sent
    section.setAttribute('aria-labelledby', sent ? contactSentHeadingId : formLabel)
  }
  const nameSlot = heading.querySelector('[data-sender-name]')
  if (nameSlot) nameSlot.textContent = senderName.trim()
  show(true)
  // The section's top (the tick and the headline) goes to the top of the screen, under the sticky
  // header (the page's scroll-padding-top); the toast then scrolls the panel clear of itself
  // (Toasts.tsx).
  section.scrollIntoView({ block: 'start' })
  heading.focus({ preventScroll: true })
  panel.querySelector('[data-send-another]')?.addEventListener(
    'click',
    () => {
      show(false)
      onSendAnother()
    },
    { once: true },
  )
  return true
}
