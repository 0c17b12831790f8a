import type { FastifyReply, FastifyRequest } from 'fastify'
import { can, type Permission } from '#features/admin/roles.ts'
import { sessionOf } from './adminContext.server.ts'

/**
 * preHandler for an admin route: a signed-in account whose role lacks the permission gets 403
 * (JSON for the API, a plain page otherwise), never the data.
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (can(sessionOf(request).role, permission)) return
    request.log.warn({ permission, userId: sessionOf(request).userId }, 'admin permission refused')
    return reply.code(403).send({ error: 'forbidden' })
  }
}
