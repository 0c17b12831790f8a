// Notification toasts (the contact form's "Message Sent!" and its failures).
export const toasts = {
  /** More toasts wait until one closes. */
  maxVisible: 3,
  /** Each toast closes itself after this long; the visitor can close it sooner. */
  autoHideMs: 5_000,
} as const
