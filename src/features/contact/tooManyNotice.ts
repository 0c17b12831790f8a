import type { ContactFormState } from './contactFormState.ts'

// Over the rate limit (a 429), the form is not wrong: nothing to correct, only to wait. The notice
// (server HTML, TooManyNotice.tsx) says how long and offers the reader's own office at once; the
// island shows it under the send button and hides it when the visitor sends again. A post without
// JavaScript gets the same notice in the page the server renders again.
export const tooManyNoticeId = 'contact-too-many'
export const tooManyHeadingId = 'contact-too-many-heading'

/** Shows (and focuses) or hides the notice; the form and its text stay as they are. */
export function showTooManyNotice(shown: boolean): void {
  const notice = document.getElementById(tooManyNoticeId)
  if (!notice || notice.hidden === !shown) return
  notice.hidden = !shown
  if (!shown) return
  notice.scrollIntoView({ block: 'center' })
  notice.focus({ preventScroll: true })
}

const tooManyKey = 'contact:form.errors.tooMany'

/**
 * The server renders a post over the limit again with the tooMany key as the message's error
 * (answerTooMany.server.ts): that is the notice's cue, not an error of the form, so the form gets
 * the other errors only (none) and keeps every value.
 */
export function withoutTooMany(state: ContactFormState | undefined): {
  contactForm: ContactFormState | undefined
  tooMany: boolean
} {
  if (!state) return { contactForm: state, tooMany: false }
  const errors = Object.fromEntries(Object.entries(state.errors).filter(([, key]) => key !== tooManyKey))
  const tooMany = Object.keys(errors).length < Object.keys(state.errors).length
  return { contactForm: tooMany ? { ...state, errors } : state, tooMany }
}
