import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ContactFormState } from '#features/contact/contactFormState.ts'
import { contactPagePath } from '#features/contact/contactPagePath.ts'
import { contactFields } from '#features/contact/contactSchema.ts'
import type { Locale } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import type { ContactContext } from './contactContext.server.ts'
import type { ContactEnvelope } from './contactEnvelope.server.ts'
import { type FieldErrors, rawValues } from './contactValues.server.ts'
import { fillContactForm } from './fillContactForm.server.ts'

// The route answers a script with JSON and a form posted without JavaScript with pages.

export const formContentType = 'application/x-www-form-urlencoded'
const thankYouPath = `${contactPagePath}/thank-you`

export function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** A post of the HTML form without JavaScript: answered with pages, not JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === formContentType
}

/**
 * Stored (or stored before, for a replay): the thank-you page, or 201. The reply carries no lead
 * id: the sequential id told anyone how many leads the agency gets (decision 0006).
 */
export function answerReceived(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  if (isFormPost(request)) return reply.redirect(localizePath(thankYouPath, locale), 303)
  return reply.code(201).send({ status: 'received' })
}

/**
 * The idempotency key was stored with another message: refused with 422 (the first message stays
 * as it was). A form post gets the page again with a fresh key, so sending it again works.
 */
export function answerKeyReused(
  context: ContactContext,
  request: FastifyRequest,
  reply: FastifyReply,
  envelope: ContactEnvelope,
) {
  const key = 'contact:form.errors.keyReused'
  if (isFormPost(request)) {
    const state = { values: rawValues(request.body), errors: { message: key } }
    return renderFormAgain(context, reply, 422, { ...envelope, idempotencyKey: randomUUID() }, state)
  }
  const message = context.messages.translate(envelope.locale, key)
  return reply.code(422).send({ error: 'keyReused', message, errors: { message } })
}

/** The page again with the visitor's input and the errors: for a form post without JavaScript. */
export async function renderFormAgain(
  context: ContactContext,
  reply: FastifyReply,
  statusCode: number,
  envelope: ContactEnvelope,
  state: ContactFormState,
) {
  const verdict = context.tokens.verify(envelope.formToken)
  // Nothing was stored: the same key stays valid, and so does the time the form was first shown.
  const token = verdict === 'ok' || verdict === 'tooFast' ? envelope.formToken : context.tokens.issue()
  const html = await context.renderContactPage(envelope.locale, state)
  return reply
    .code(statusCode)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(fillContactForm(html, token, envelope.idempotencyKey))
}

/** Refused values: 422 with the errors in the visitor's language, or the page again with them. */
export function answerInvalid(
  context: ContactContext,
  request: FastifyRequest,
  reply: FastifyReply,
  envelope: ContactEnvelope,
  errors: FieldErrors,
) {
  if (isFormPost(request)) {
    return renderFormAgain(context, reply, 422, envelope, { values: rawValues(request.body), errors })
  }
  const translated: FieldErrors = {}
  for (const field of contactFields) {
    const key = errors[field]
    if (key) translated[field] = context.messages.translate(envelope.locale, key)
  }
  return reply.code(422).send({ error: 'invalid', errors: translated })
}
