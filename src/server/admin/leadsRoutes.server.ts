import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { type LeadStatus, leadStatuses } from '#features/admin/leadStatuses.ts'
import type { Database } from '../db/types.server.ts'
import { createLeadsRepository, toDate } from '../leads/leadsRepository.server.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'
import { filterQuery, listLeadSummaries, notificationOf, parseLeadFilters, toSummary } from './leadSearch.server.ts'
import { leadsToCsv } from './leadsCsv.server.ts'

// The inbox shows this many; the CSV export and the API take every match up to the export cap.
const pageSize = 200
const exportCap = 50_000
const noteMax = 5000

/** The leads inbox, one lead, its status and note, the CSV export and a JSON API. */
export async function leadsRoutes(app: FastifyInstance, context: AdminContext & { db: Kysely<Database> }) {
  const { db } = context
  const leads = createLeadsRepository(db)

  app.get('/admin', async (_request, reply) => reply.redirect('/admin/leads', 303))

  app.get('/admin/leads', async (request, reply) => {
    const filters = parseLeadFilters(request.query)
    const { rows, total } = await listLeadSummaries(db, filters, pageSize)
    return sendAdminPage(context, reply, '/admin/leads', {
      kind: 'leads',
      email: sessionOf(request).email,
      csrfToken: reply.generateCsrf(),
      filters,
      leads: rows.map(toSummary),
      total,
      query: filterQuery(filters),
    })
  })

  app.get('/admin/leads.csv', async (request, reply) => {
    const { rows } = await listLeadSummaries(db, parseLeadFilters(request.query), exportCap)
    const day = context.now().toISOString().slice(0, 10)
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
      .send(leadsToCsv(rows))
  })

  app.get('/admin/api/leads', async (request) => {
    const { rows, total } = await listLeadSummaries(db, parseLeadFilters(request.query), exportCap)
    return { total, leads: rows.map(toSummary) }
  })

  app.get('/admin/leads/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id)
    const row = Number.isInteger(id)
      ? await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined
    if (!row) return reply.callNotFound()
    return sendAdminPage(context, reply, `/admin/leads/${id}`, {
      kind: 'lead',
      email: sessionOf(request).email,
      csrfToken: reply.generateCsrf(),
      lead: {
        ...toSummary(row),
        createdAt: toDate(row.created_at).toISOString(),
        phone: row.phone,
        page: row.page,
        userAgent: row.user_agent,
        spamReason: row.spam_reason,
        note: row.note,
      },
      notification: await notificationOf(db, id),
      saved: (request.query as { saved?: string }).saved === '1',
    })
  })

  app.post('/admin/leads/:id', { preHandler: app.csrfProtection }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id)
    const body = (request.body ?? {}) as { status?: unknown; note?: unknown }
    const status = body.status as LeadStatus
    if (!Number.isInteger(id) || !leadStatuses.includes(status) || typeof body.note !== 'string') {
      return reply.code(400).send({ error: 'bad_request' })
    }
    const note = body.note.trim().slice(0, noteMax)
    if (!(await leads.updateLead(id, { status, note: note || null }))) return reply.callNotFound()
    return reply.redirect(`/admin/leads/${id}?saved=1`, 303)
  })
}
