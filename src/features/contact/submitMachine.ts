// What the enhanced contact form does when it is submitted, as a state machine apart from the view
// (ContactForm.tsx): it validates, sends, and turns the server's answer into what the visitor sees.
import type { ErrorKey } from './messageValues.ts'
import type { SendOutcome } from './sendContact.ts'

export interface SubmitState {
  sending: boolean
  /** The error summary above the fields, after a refused submit. */
  summaryShown: boolean
  /** Bumped each time the summary must take the focus again. */
  summaryFocus: number
  /**
   * The visitor tried to send this message: from then on every error shows, "required" ones
   * included, and follows what they type (visibleError.ts). A new message starts without.
   */
  attempted: boolean
  /** The key the next request carries: the same for every retry, a new one for each new message. */
  idempotencyKey: string
}

export type SubmitEvent =
  /** The schema refused the values (in the browser, or the server's 422). */
  | { type: 'refused' }
  | { type: 'send' }
  | { type: 'answered'; outcome: SendOutcome['kind']; nextKey: string }
  /** A page served without a key (vike dev, a static copy) gets one. */
  | { type: 'keyMissing'; nextKey: string }

export function initialSubmitState(idempotencyKey: string, refusedByServer: boolean): SubmitState {
  return {
    sending: false,
    summaryShown: refusedByServer,
    summaryFocus: refusedByServer ? 1 : 0,
    attempted: refusedByServer,
    idempotencyKey,
  }
}

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'refused':
      return { ...state, sending: false, summaryShown: true, summaryFocus: state.summaryFocus + 1, attempted: true }
    case 'send':
      return { ...state, sending: true, summaryShown: false, attempted: true }
    case 'keyMissing':
      return { ...state, idempotencyKey: event.nextKey }
    case 'answered':
      // A stored message is done: the next one is a new lead with a new key, and its empty fields
      // are not wrong until it is sent. Anything else keeps the key, so sending the same message
      // again can never store it twice.
      return {
        ...state,
        sending: false,
        attempted: event.outcome !== 'received',
        idempotencyKey: event.outcome === 'received' ? event.nextKey : state.idempotencyKey,
      }
  }
}

export interface Feedback {
  variant: 'success' | 'error'
  title: 'toast.sentTitle' | 'toast.failedTitle'
  /** A sentence of the form's strings, or an error message with its values. */
  message: 'toast.sentText' | ErrorKey
}

/** The toast an answer calls for, if any. */
export function feedbackFor(outcome: SendOutcome['kind']): Feedback | undefined {
  switch (outcome) {
    case 'received':
      return { variant: 'success', title: 'toast.sentTitle', message: 'toast.sentText' }
    case 'failed':
      return { variant: 'error', title: 'toast.failedTitle', message: 'contact:form.errors.server' }
    // A refused field is shown beside the field; the rate limit has a notice of its own (tooManyNotice.ts).
    case 'invalid':
    case 'tooMany':
      return undefined
  }
}
