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
