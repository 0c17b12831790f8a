import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/types.server.ts'

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void

export interface DatabaseRateLimitStoreOptions {
  db: Kysely<Database>
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now?: () => number
}

/** Expired counters are deleted at most this often, by whichever request comes first. */
const pruneEveryMs = 60_000
/** Clients this process remembers as over their limit; past it, it forgets them all. */
const rememberedLimit = 10_000

/**
 * A store for @fastify/rate-limit that keeps its counters in the site's database (SQLite or
 * PostgreSQL), so the limit holds across a restart and across instances behind a load balancer;
 * the plugin's own store lives in one process's memory. One upsert both counts the request and
 * opens a new window when the old one is over, so concurrent instances never lose a hit.
 */
export function databaseRateLimitStore({
  db,
  now = Date.now,
}: DatabaseRateLimitStoreOptions): FastifyRateLimitStoreCtor {
  let prunedAt = 0
  // A client already over its limit is refused until its window ends whatever else is counted,
  // so this process answers its further requests from memory: a client hammering the route
  // costs no database write (SQLite syncs every write to disk) once it has been refused.
  const overLimit = new Map<string, { hits: number; resetsAt: number }>()

  async function prune(at: number) {
    if (at - prunedAt < pruneEveryMs) return
    prunedAt = at
    for (const [key, { resetsAt }] of overLimit) if (resetsAt <= at) overLimit.delete(key)
    await db.deleteFrom('rate_limits').where('resets_at', '<=', at).execute()
  }

  async function increment(key: string, windowMs: number, max: number): Promise<Counted> {
    const at = now()
    const refused = overLimit.get(key)
    if (refused && refused.resetsAt > at) {
      refused.hits++
      return { current: refused.hits, ttl: refused.resetsAt - at }
    }
    await prune(at)
    const row = await db
      .insertInto('rate_limits')
      .values({ key, hits: 1, resets_at: at + windowMs })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`case when rate_limits.resets_at <= ${at} then 1 else rate_limits.hits + 1 end`,
          resets_at: sql`case when rate_limits.resets_at <= ${at} then ${at + windowMs} else rate_limits.resets_at end`,
        }),
      )
      .returning(['hits', 'resets_at'])
      .executeTakeFirstOrThrow()
    const counted = { current: Number(row.hits), ttl: Number(row.resets_at) - at }
    if (counted.current > max) {
      if (overLimit.size >= rememberedLimit) overLimit.clear()
      overLimit.set(key, { hits: counted.current, resetsAt: at + counted.ttl })
    }
    return counted
  }

  async function peek(key: string): Promise<Counted> {
    const at = now()
    const row = await db
      .selectFrom('rate_limits')
      .select(['hits', 'resets_at'])
      .where('key', '=', key)
      .where('resets_at', '>', at)
      .executeTakeFirst()
    return row ? { current: Number(row.hits), ttl: Number(row.resets_at) - at } : { current: 0, ttl: 0 }
  }

  const answer = (promise: Promise<Counted>, callback: Callback) => {
    promise.then(
      (counted) => callback(null, counted),
      (error: Error) => callback(error),
    )
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the root store with its options; each limited route gets a child
    // whose keys start with the route, as the plugin's own store keeps one map per route, or
    // with its group, whose routes share one count (the plugin appends the group to the key).
    // A limiter made with createRateLimit has no route: its key generator names its keys.
    readonly route: string

    constructor(_options?: unknown, route = '') {
      this.route = route
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      answer(increment(this.route + key, timeWindow, max), callback)
    }

    read(key: string, callback: Callback) {
      answer(peek(this.route + key), callback)
    }

    child(routeOptions: object) {
      const { routeInfo, groupId } = routeOptions as {
        routeInfo?: { method?: unknown; url?: unknown }
        groupId?: string
      }
      const prefix = groupId
        ? 'group '
        : routeInfo?.url
          ? `${String(routeInfo.method)} ${String(routeInfo.url)} `
          : 'limiter '
      return new DatabaseRateLimitStore(undefined, prefix)
    }
  }
}
