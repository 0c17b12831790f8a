import type { FastifyRequest } from 'fastify'
import type { ContactValues } from '#features/contact/contactSchema.ts'
import type { ContactContext } from './contactContext.server.ts'
import { envelopeOf } from './contactEnvelope.server.ts'

/** Stores the visitor's message (as spam when a defence caught it) and wakes the mail worker for a new lead. */
export async function storeSubmission(
  context: ContactContext,
  request: FastifyRequest,
  values: ContactValues,
  spamReason: string | null,
) {
  const envelope = envelopeOf(request)
  const inserted = await context.leads.insert(
    {
      idempotencyKey: envelope.idempotencyKey,
      ...values,
      locale: envelope.locale,
      page: envelope.page,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      ip: request.ip ?? null,
      spamReason,
    },
    context.mail.notification,
  )
  if (inserted.created && !spamReason) context.mail.kick()
  return inserted
}
