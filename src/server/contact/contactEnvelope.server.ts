import type { FastifyReply, FastifyRequest } from 'fastify'
import { contactPagePath } from '#features/contact/contactPagePath.ts'
import { isLocale, type Locale } from '#i18n/locales.ts'

/** What the form sends besides the visitor's values (decision 0006). */
export interface ContactEnvelope {
  idempotencyKey: string
  locale: Locale
  /** The logical path the form was sent from, e.g. '/contact'. */
  page: string
  formToken: string
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  website: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by readEnvelope before anything else of the contact route runs. */
    contactEnvelope: ContactEnvelope | null
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const logicalPath = /^\/[\w\-/]{0,199}$/

export function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The envelope, or why the request is malformed (400: the form itself sends these). */
function parseEnvelope(body: unknown): ContactEnvelope | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'the body must be an object' }
  const fields: Record<string, unknown> = { ...body }
  if (typeof fields.idempotencyKey !== 'string' || !uuid.test(fields.idempotencyKey))
    return { problem: 'idempotencyKey must be a UUID' }
  if (!isLocale(fields.locale)) return { problem: 'locale must be one of en, ar, ur' }
  const page = text(fields.page)
  return {
    idempotencyKey: fields.idempotencyKey.toLowerCase(),
    locale: fields.locale,
    page: logicalPath.test(page) ? page : contactPagePath,
    formToken: text(fields.formToken),
    website: text(fields.website),
  }
}

/** An error with an HTTP status: the route's error handler answers it (JSON or the page). */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode })
}

/** preValidation: refuses a malformed envelope with 400, otherwise keeps it on the request. */
export async function readEnvelope(request: FastifyRequest, _reply: FastifyReply) {
  const envelope = parseEnvelope(request.body)
  if ('problem' in envelope) throw httpError(400, envelope.problem)
  request.contactEnvelope = envelope
}

export function envelopeOf(request: FastifyRequest): ContactEnvelope {
  if (!request.contactEnvelope) throw new Error('contact route reached without its envelope')
  return request.contactEnvelope
}
