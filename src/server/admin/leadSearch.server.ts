import { type Kysely, sql } from 'kysely'
import type { LeadFilters, LeadSummary, NotificationState } from '#features/admin/adminViews.ts'
import { type LeadStatus, leadStatuses } from '#features/admin/leadStatuses.ts'
import type { Database } from '../db/types.server.ts'
import { toDate } from '../leads/leadsRepository.server.ts'

export function parseLeadFilters(query: unknown): LeadFilters {
  const { q, status } = (query ?? {}) as { q?: unknown; status?: unknown }
  return {
    q: typeof q === 'string' ? q.trim().slice(0, 200) : '',
    status: leadStatuses.includes(status as LeadStatus) ? (status as LeadStatus) : '',
  }
}

/** '?q=…&status=…' for the current filters ('' when there are none). */
export function filterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.status) params.set('status', filters.status)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The leads matching the filters, newest first: text in name, email or message, any case. */
export function searchLeads(db: Kysely<Database>, filters: LeadFilters) {
  let query = db.selectFrom('leads')
  if (filters.status) query = query.where('status', '=', filters.status)
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) =>
      eb.or(
        (['name', 'email', 'message'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
        ),
      ),
    )
  }
  return query
}

export async function listLeadSummaries(db: Kysely<Database>, filters: LeadFilters, limit: number) {
  const [rows, count] = await Promise.all([
    searchLeads(db, filters).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    searchLeads(db, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

export function toSummary(row: {
  id: number
  created_at: string | Date
  name: string
  email: string
  message: string
  locale: string
  status: LeadStatus
}): LeadSummary {
  return {
    id: Number(row.id),
    createdAt: toDate(row.created_at).toISOString(),
    name: row.name,
    email: row.email,
    message: row.message,
    locale: row.locale,
    status: row.status,
  }
}

/** Whether the lead's notification email left, and if not, how its retries stand. */
export async function notificationOf(db: Kysely<Database>, leadId: number): Promise<NotificationState | null> {
  const row = await db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!row) return null
  return {
    recipient: row.recipient,
    attempts: Number(row.attempts),
    sentAt: row.sent_at ? toDate(row.sent_at).toISOString() : null,
    lastError: row.last_error,
    nextAttemptAt: toDate(row.next_attempt_at).toISOString(),
  }
}
