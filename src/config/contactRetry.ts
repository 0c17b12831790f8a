// How the enhanced contact form retries a message the network or the server dropped
// (a failed connection or a 5xx). The same idempotency key is sent each time, so a retry
// never stores a second lead. 4xx answers are final and never retried.
export const contactRetry = {
  /** Retries after the first attempt: at most 4 requests in all. */
  retries: 3,
  /** Delay before the first retry; each later delay doubles. */
  initialDelayMs: 1_000,
  /** No delay grows beyond this. */
  maxDelayMs: 30_000,
} as const
