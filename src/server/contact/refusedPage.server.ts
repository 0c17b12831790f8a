import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contactPagePath } from '#features/contact/contactPagePath.ts'
import { defaultLocale, isLocale, type Locale, locales } from '#i18n/locales.ts'
import { isFormPost, renderFormAgain } from './contactAnswers.server.ts'
import type { ContactContext } from './contactContext.server.ts'
import { type ContactEnvelope, text } from './contactEnvelope.server.ts'
import { rawValues } from './contactValues.server.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A browser that posted the form (or asks for HTML): it is answered with a page, never JSON. */
export function wantsPage(request: FastifyRequest): boolean {
  return isFormPost(request) || (request.headers.accept ?? '').toLowerCase().includes('text/html')
}

/** The page's language when the envelope could not be read: the body's locale, then the page it came from. */
function localeOf(request: FastifyRequest, fields: Record<string, unknown>): Locale {
  if (isLocale(fields.locale)) return fields.locale
  const referer = text(request.headers.referer)
  let pathname = ''
  try {
    pathname = new URL(referer, 'http://site.invalid').pathname
  } catch {}
  return locales.find((locale) => locale !== defaultLocale && pathname.startsWith(`/${locale}/`)) ?? defaultLocale
}

/** The envelope as far as the refused request carries one; a fresh key and token otherwise. */
function envelopeFor(request: FastifyRequest): ContactEnvelope {
  if (request.contactEnvelope) return request.contactEnvelope
  const body: unknown = request.body
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {}
  const key = text(fields.idempotencyKey)
  return {
    idempotencyKey: uuid.test(key) ? key.toLowerCase() : randomUUID(),
    locale: localeOf(request, fields),
    page: contactPagePath,
    formToken: text(fields.formToken),
    website: '',
  }
}

/**
 * A refused form post (400, 413, 415, 500): the contact page again in the visitor's language,
 * with what they typed where the body could be read and the error (already translated) above the
 * message. Falls back to plain text if even the page cannot be rendered.
 */
export async function answerRefusedPage(
  context: ContactContext,
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  errorKey: string,
) {
  const envelope = envelopeFor(request)
  const message = context.messages.translate(envelope.locale, errorKey)
  try {
    return await renderFormAgain(context, reply, statusCode, envelope, {
      values: rawValues(request.body),
      errors: { message },
    })
  } catch (error) {
    request.log.error({ err: error }, 'rendering the refused contact page failed')
    return reply.code(statusCode).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(message)
  }
}
