// Notification toasts (the contact form's "Message Sent!" and its failures).
export const toasts = {
  /** More toasts wait until one closes. */
  maxVisible: 3,
  /** Each toast closes itself after this long; the visitor can close it sooner. */
  autoHideMs: 5_000,
  /** On a phone (under 900 px), the toasts' distance from the screen's top and sides. */
  phoneGapPx: 8,
} as const
