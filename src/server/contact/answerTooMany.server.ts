import type { FastifyReply, FastifyRequest } from 'fastify'
import { sameContentAs } from '../leads/insertLead.server.ts'
import type { Lead } from '../leads/lead.server.ts'
import { answerKeyReused, answerReceived, isFormPost, renderFormAgain } from './contactAnswers.server.ts'
import type { ContactContext } from './contactContext.server.ts'
import { envelopeOf } from './contactEnvelope.server.ts'
import { rawValues, submittedValues } from './contactValues.server.ts'

/**
 * A post whose idempotency key is stored already: the same message gets its answer again (a
 * retry after a lost answer), another message under that key is refused. Neither is counted as
 * a new message, and neither is refused by a rate limit.
 */
export function answerStored(context: ContactContext, request: FastifyRequest, reply: FastifyReply, existing: Lead) {
  const envelope = envelopeOf(request)
  const { values } = submittedValues(request)
  if (values && sameContentAs(existing, values)) return answerReceived(request, reply, envelope.locale)
  return answerKeyReused(context, request, reply, envelope)
}

/**
 * Over a rate limit (too many posts, or too many accepted messages): a replay of a stored message
 * still gets its answer; anything else is refused and stores nothing (decision 0006). The visitor
 * keeps their text in the form and the same idempotency key: their retry, once the window allows
 * it, is stored as a real lead with its notification. (Storing it as spam here made that retry
 * answer "received" for a spam row.)
 */
export async function answerTooMany(context: ContactContext, request: FastifyRequest, reply: FastifyReply) {
  const envelope = envelopeOf(request)
  const existing = await context.leads.findByKey(envelope.idempotencyKey)
  if (existing) return answerStored(context, request, reply, existing)
  request.log.warn({ ip: request.ip }, 'contact rate limit reached')
  const key = 'contact:form.errors.tooMany'
  if (isFormPost(request)) {
    return renderFormAgain(context, reply, 429, envelope, { values: rawValues(request.body), errors: { message: key } })
  }
  return reply.code(429).send({ error: 'tooMany', message: context.messages.translate(envelope.locale, key) })
}
