import { type Kysely, sql } from 'kysely'
import type { LeadFilters } from '#features/admin/adminViews.ts'
import type { Database } from '../db/types.server.ts'
import { type Lead, leadFromRow } from './lead.server.ts'

/** The leads matching the filters: text in name, email or message, any case; one status. */
function matching(db: Kysely<Database>, filters: Partial<LeadFilters>) {
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

/** The matching leads, newest first, at most `limit`. */
export async function listLeads(db: Kysely<Database>, filters: Partial<LeadFilters>, limit: number): Promise<Lead[]> {
  const rows = await matching(db, filters)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(leadFromRow)
}

export async function countLeads(db: Kysely<Database>, filters: Partial<LeadFilters>): Promise<number> {
  const row = await matching(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * The matching leads, newest first, at most `limit`, in pages of `pageSize`: an export walks
 * them without holding them all. Each page continues after the last lead of the one before
 * (created_at, id), so a lead arriving meanwhile neither shifts nor repeats a row.
 */
export async function* leadPages(
  db: Kysely<Database>,
  filters: Partial<LeadFilters>,
  limit: number,
  pageSize = 500,
): AsyncGenerator<Lead[]> {
  let after: Lead | undefined
  let remaining = limit
  while (remaining > 0) {
    let query = matching(db, filters)
    if (after) {
      const createdAt = after.createdAt.toISOString()
      const id = after.id
      query = query.where((eb) =>
        eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
      )
    }
    const rows = await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.min(pageSize, remaining))
      .execute()
    if (rows.length === 0) return
    const page = rows.map(leadFromRow)
    yield page
    remaining -= page.length
    after = page.at(-1)
    if (rows.length < Math.min(pageSize, remaining + page.length)) return
  }
}
