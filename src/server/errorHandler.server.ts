import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The root error handler: the status an error carries (a 4xx from validation, a body too large)
 * or 500, with only the status's standard English name in the body. The error's own message (a
 * schema path, a stack, a driver's words) goes to the log, never to the visitor.
 */
export function genericErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.info({ err: error }, 'request refused')
  if (reply.sent) return
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error' })
}
