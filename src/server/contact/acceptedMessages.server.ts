import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RateLimitConfig } from '../config.server.ts'

export interface AcceptedMessagesVerdict {
  allowed: boolean
  /** Until the window lets the address send again (the Retry-After of a refusal). */
  retryAfterSeconds: number
}

export type CountAcceptedMessage = (request: FastifyRequest) => Promise<AcceptedMessagesVerdict>

/**
 * The limit on accepted messages (decision 0006): only a message that passed validation, and is
 * not the replay of one already stored, is counted, just before it is stored. A visitor fixing
 * their mistakes, or an office behind one address, is never refused for posts that sent nothing;
 * the route's own limit on every post (contactRoute.server.ts) stops floods of invalid ones.
 *
 * Counted by @fastify/rate-limit's manual limiter (createRateLimit), in the same database store as
 * the limit on posts, under a key of its own. Counting and reading the count are one upsert, so
 * concurrent messages from one address never pass it together. A message refused here, or one
 * whose storing fails after it was counted, takes a place in the window: both are rare, and the
 * limit stays a limit under any concurrency.
 */
export function countAcceptedMessages(app: FastifyInstance, { max, windowMs }: RateLimitConfig): CountAcceptedMessage {
  if (max <= 0) return async () => ({ allowed: true, retryAfterSeconds: 0 })
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    // The address as the plugin's own key generator gives it (an IPv6 client by its /64), named
    // apart from the same address's count of posts.
    keyGenerator: (request) => `accepted ${normalizeIP(request.ip)}`,
  })
  return async (request) => {
    const verdict = await limit(request)
    if (verdict.isAllowed) return { allowed: true, retryAfterSeconds: 0 }
    return { allowed: !verdict.isExceeded, retryAfterSeconds: verdict.ttlInSeconds }
  }
}
