// Exponential backoff for the contact form's request (docs/decisions/0006-contact-delivery.md).
export interface RetryPolicy {
  retries: number
  initialDelayMs: number
  maxDelayMs: number
}

/** The wait before retry number `retry` (0-based): 1 s, 2 s, 4 s... never above the cap. */
export function retryDelay(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.initialDelayMs * 2 ** retry, policy.maxDelayMs)
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Calls `attempt` until it gives a final answer. `attempt` throws to ask for a retry (a network
 * failure, a 5xx); once the retries are spent, the last error is thrown.
 */
export async function withRetry<T>(policy: RetryPolicy, attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt()
    } catch (error) {
      if (retry >= policy.retries) throw error
      await wait(retryDelay(policy, retry))
    }
  }
}
