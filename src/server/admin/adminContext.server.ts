import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AdminView } from '#features/admin/adminViews.ts'
import type { RenderOnRequest } from '../renderOnRequest.server.ts'
import type { AdminRepository, AdminSession } from './adminRepository.server.ts'

/** What every admin route module is given. */
export interface AdminContext {
  repository: AdminRepository
  render: RenderOnRequest
  https: boolean
  now: () => Date
}

/** The signed-in staff member, set by the session guard on every route but sign-in. */
export function sessionOf(request: FastifyRequest): AdminSession {
  const session = (request as FastifyRequest & { adminSession?: AdminSession }).adminSession
  if (!session) throw new Error('admin route reached without a session')
  return session
}

/** Renders an admin page with its view, as HTML. */
export async function sendAdminPage(
  context: AdminContext,
  reply: FastifyReply,
  urlOriginal: string,
  adminView: AdminView,
  statusCode = 200,
) {
  const page = await context.render({ urlOriginal, adminView })
  return reply
    .code(page.statusCode === 200 ? statusCode : page.statusCode)
    .type('text/html; charset=utf-8')
    .send(page.body)
}
