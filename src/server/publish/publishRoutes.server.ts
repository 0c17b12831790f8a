import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { PublishView } from '#features/admin/adminViews.ts'
import { can } from '#features/admin/roles.ts'
import { localesDir } from '#i18n/localesDir.server.ts'
import { type AdminContext, sendAdminPage, sessionOf } from '../admin/adminContext.server.ts'
import { diffLocales } from './localesDiff.server.ts'
import { createPublishRepository } from './publishRepository.server.ts'
import { publishEntry, unpublishedChanges } from './publishView.server.ts'

const recentPublishes = 20
// While a build runs the page reloads itself (an HTTP Refresh, so it works without JavaScript).
const refreshSeconds = 3

const restoreBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' }, _csrf: { type: 'string' } },
} as const

/**
 * "Unpublished changes" and publishing: what the working copy shows differently from the live
 * site, the Publish form, the running build's progress and the recent publishes with Restore.
 * Anyone who translates may look; only owner and staff may publish or restore.
 */
export async function publishRoutes(app: FastifyInstance, context: AdminContext) {
  // An admin area built without the public site (its own tests) has nothing to publish.
  if (!app.hasDecorator('publisher')) return
  const repository = createPublishRepository(app.database.db)
  const { publisher } = app

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    notice: Pick<PublishView, 'refused' | 'restored'> = {},
    statusCode = 200,
  ) {
    const session = sessionOf(request)
    const newestLive = await repository.newestLive()
    const entries = (await repository.recent(recentPublishes)).map((record) =>
      publishEntry(record, newestLive?.buildId ?? null, publisher.isOnDisk),
    )
    const building = entries.find((entry) => entry.status === 'building') ?? null
    const view: PublishView = {
      kind: 'publish',
      email: session.email,
      csrfToken: reply.generateCsrf(),
      changes: unpublishedChanges(diffLocales(publisher.liveLocales(), localesDir()), await repository.lastChanges()),
      canPublish: can(session.role, 'publish'),
      building,
      latest: entries[0] ?? null,
      publishes: entries,
      ...notice,
    }
    if (building) reply.header('Refresh', String(refreshSeconds))
    return sendAdminPage(context, reply, '/admin/publish', view, statusCode)
  }

  app.get<{ Querystring: { restored?: string } }>(
    '/admin/publish',
    { config: { permission: 'translations' } },
    (request, reply) => {
      const restored = Number(request.query.restored)
      return sendPage(request, reply, Number.isInteger(restored) && restored > 0 ? { restored } : {})
    },
  )

  app.post(
    '/admin/publish',
    { config: { permission: 'publish' }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const outcome = await publisher.publish(sessionOf(request).email)
      if (!outcome.started) return sendPage(request, reply, { refused: outcome.reason }, 409)
      // No #fragment: the page's self-refresh would then only scroll to it, never reload.
      return reply.redirect('/admin/publish', 303)
    },
  )

  // attachValidation: the CSRF check (a preHandler) still comes first, then a bad form is a 400.
  app.post<{ Body: { id: string } }>(
    '/admin/publish/restore',
    {
      config: { permission: 'publish' },
      schema: { body: restoreBody },
      attachValidation: true,
      preHandler: app.csrfProtection,
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send({ error: 'bad_request' })
      const outcome = await publisher.restore(Number(request.body.id), sessionOf(request).email)
      if (!outcome.restored) return sendPage(request, reply, { refused: outcome.reason }, 409)
      return reply.redirect(`/admin/publish?restored=${outcome.id}`, 303)
    },
  )
}
