import type { FastifyInstance } from 'fastify'
import { type LeadStatus, leadStatuses } from '#features/admin/leadStatuses.ts'
import { type AdminContext, sendAdminPage, sessionOf } from './adminContext.server.ts'
import { filterQuery, type LeadFiltersQuery, leadFiltersFrom, leadFiltersQuery } from './leadFilters.server.ts'
import { leadsCsvStream, leadsJsonStream } from './leadsCsv.server.ts'
import { toLeadDetails, toLeadSummary } from './leadViews.server.ts'

// The inbox shows this many; the CSV export and the API take every match up to the export cap.
const pageSize = 200
const exportCap = 50_000
const noteMax = 5000

const leadParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const
const leadPageQuery = { type: 'object', properties: { saved: { type: 'string' } } } as const
const leadChanges = {
  type: 'object',
  required: ['status', 'note'],
  properties: { status: { type: 'string', enum: leadStatuses }, note: { type: 'string' } },
} as const

// Visitors' personal data: owners and staff only, never translators.
const leadsPermission = { permission: 'leads' } as const

interface LeadRoute {
  Params: { id: number }
}

/** The leads inbox, one lead, its status and note, the CSV export and a JSON API. */
export async function leadsRoutes(app: FastifyInstance, context: AdminContext) {
  const { leads } = context

  app.get<{ Querystring: LeadFiltersQuery }>(
    '/admin/leads',
    { schema: { querystring: leadFiltersQuery }, config: leadsPermission },
    async (request, reply) => {
      const filters = leadFiltersFrom(request.query)
      const [found, total] = await Promise.all([leads.list(filters, pageSize), leads.count(filters)])
      return sendAdminPage(context, reply, '/admin/leads', {
        kind: 'leads',
        email: sessionOf(request).email,
        csrfToken: reply.generateCsrf(),
        filters,
        leads: found.map(toLeadSummary),
        total,
        query: filterQuery(filters),
      })
    },
  )

  app.get<{ Querystring: LeadFiltersQuery }>(
    '/admin/leads.csv',
    { schema: { querystring: leadFiltersQuery }, config: leadsPermission },
    async (request, reply) => {
      const day = context.now().toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
        .send(leadsCsvStream(leads.pages(leadFiltersFrom(request.query), exportCap)))
    },
  )

  app.get<{ Querystring: LeadFiltersQuery }>(
    '/admin/api/leads',
    { schema: { querystring: leadFiltersQuery }, config: leadsPermission },
    async (request, reply) => {
      const filters = leadFiltersFrom(request.query)
      const total = await leads.count(filters)
      return reply
        .type('application/json; charset=utf-8')
        .send(leadsJsonStream(total, leads.pages(filters, exportCap), toLeadSummary))
    },
  )

  // attachValidation: an id that is not a whole number names no lead, so the page is not found (not a 400).
  app.get<LeadRoute & { Querystring: { saved?: string } }>(
    '/admin/leads/:id',
    { schema: { params: leadParams, querystring: leadPageQuery }, attachValidation: true, config: leadsPermission },
    async (request, reply) => {
      const found = request.validationError ? undefined : await leads.find(request.params.id)
      if (!found) return reply.callNotFound()
      const { notification, ...lead } = found
      return sendAdminPage(context, reply, `/admin/leads/${lead.id}`, {
        kind: 'lead',
        email: sessionOf(request).email,
        csrfToken: reply.generateCsrf(),
        lead: toLeadDetails(lead),
        notification,
        saved: request.query.saved === '1',
      })
    },
  )

  // attachValidation: the CSRF check (a preHandler) still comes first, then a bad form is a 400.
  app.post<LeadRoute & { Body: { status: LeadStatus; note: string } }>(
    '/admin/leads/:id',
    {
      schema: { params: leadParams, body: leadChanges },
      attachValidation: true,
      preHandler: app.csrfProtection,
      config: leadsPermission,
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send({ error: 'bad_request' })
      const { id } = request.params
      const note = request.body.note.trim().slice(0, noteMax)
      if (!(await leads.update(id, { status: request.body.status, note: note || null }))) return reply.callNotFound()
      return reply.redirect(`/admin/leads/${id}?saved=1`, 303)
    },
  )
}
