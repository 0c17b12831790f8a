import type { FastifyReply, FastifyRequest } from 'fastify'
import { answerReceived, isFormPost, renderFormAgain } from './contactAnswers.server.ts'
import type { ContactContext } from './contactContext.server.ts'
import { envelopeOf } from './contactEnvelope.server.ts'
import { rawValues, submittedValues } from './contactValues.server.ts'
import { storeSubmission } from './storeSubmission.server.ts'

/** Over the rate limit: a replay still gets its answer; a new, valid message is kept as spam. */
export async function answerTooMany(context: ContactContext, request: FastifyRequest, reply: FastifyReply) {
  const envelope = envelopeOf(request)
  const existing = await context.leads.findByKey(envelope.idempotencyKey)
  if (existing) return answerReceived(request, reply, envelope.locale, existing.id)
  const { values } = submittedValues(request)
  if (values) await storeSubmission(context, request, values, 'rateLimit')
  request.log.warn({ ip: request.ip }, 'contact rate limit reached')
  const key = 'contact:form.errors.tooMany'
  if (isFormPost(request)) {
    return renderFormAgain(context, reply, 429, envelope, { values: rawValues(request.body), errors: { message: key } })
  }
  return reply.code(429).send({ error: 'tooMany', message: context.messages.translate(envelope.locale, key) })
}
