import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AdminView } from '#features/admin/adminViews.ts'
import type { Permission } from '#features/admin/roles.ts'
import type { Leads } from '../leads/leads.server.ts'
import type { RenderOnRequest } from '../renderOnRequest.server.ts'
import type { AdminRepository, AdminSession } from './adminRepository.server.ts'

/** What every admin route module is given. */
export interface AdminContext {
  repository: AdminRepository
  leads: Leads
  render: RenderOnRequest
  https: boolean
  now: () => Date
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an admin route needs (src/features/admin/roles.ts): every /admin route names one, and
     * the admin guard refuses (403) a signed-in account whose role lacks it.
     */
    permission?: Permission
  }
  interface FastifyRequest {
    /** The signed-in staff member: set by the admin's session guard, null elsewhere. */
    adminSession: AdminSession | null
  }
}

/** The signed-in staff member, set by the session guard on every route but sign-in. */
export function sessionOf(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new Error('admin route reached without a session')
  return request.adminSession
}

/** Renders an admin page with its view, as HTML. */
export async function sendAdminPage(
  context: AdminContext,
  reply: FastifyReply,
  urlOriginal: string,
  adminView: AdminView,
  statusCode = 200,
) {
  // Every page's navigation shows only what the signed-in role may open.
  const role = reply.request.adminSession?.role
  const page = await context.render({ urlOriginal, adminView: role ? { ...adminView, role } : adminView })
  return reply
    .code(page.statusCode === 200 ? statusCode : page.statusCode)
    .type('text/html; charset=utf-8')
    .send(page.body)
}
