// Notification toasts (the contact form's "Message Sent!" and its failures).
export const toasts = {
  /** More toasts wait until one closes. */
  maxVisible: 3,
  /** Each toast closes itself after this long; the visitor can close it sooner. */
  autoHideMs: 5_000,
  /** On a phone, the toasts' distance from the screen's sides; everywhere, from what they sit above. */
  gapPx: 8,
  /** From `md` up, the toasts' width at most, in the bottom corner at the end of the reading direction. */
  maxWidthRem: 26,
} as const
