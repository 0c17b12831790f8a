import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contactFields } from '#features/contact/contactSchema.ts'
import { defaultLocale, type Locale } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import type { RateLimitConfig } from '../config.server.ts'
import type { Lead, LeadNotification, LeadsRepository } from '../leads/leadsRepository.server.ts'
import type { ContactMessages } from './contactMessages.server.ts'
import { contactLogicalPath, fillContactForm } from './contactPage.server.ts'
import type { FormTokens } from './formToken.server.ts'
import {
  type ContactEnvelope,
  type FieldErrors,
  rawValues,
  readEnvelope,
  validateValues,
} from './readContactSubmission.server.ts'
import type { ContactFormState, RenderContactPage } from './renderContactPage.server.ts'

export interface ContactRouteOptions {
  leads: LeadsRepository
  tokens: FormTokens
  messages: ContactMessages
  rateLimit: RateLimitConfig
  /** The notification a new, non-spam lead queues in the outbox. */
  notification: (lead: Lead) => LeadNotification
  /** Called after a lead with a notification was stored: wakes the mail worker. */
  onNotificationQueued?: () => void
  renderContactPage: RenderContactPage
}

export const contactBodyLimit = 32 * 1024
const thankYouPath = `${contactLogicalPath}/thank-you`
const formContentType = 'application/x-www-form-urlencoded'

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** A post of the HTML form without JavaScript: answered with pages, not JSON. */
function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === formContentType
}

interface Envelope {
  envelope: ContactEnvelope
}

/** POST /api/contact (decision 0006). */
export async function contactRoute(app: FastifyInstance, options: ContactRouteOptions) {
  const { leads, tokens, messages } = options

  await app.register(formbody, { bodyLimit: contactBodyLimit })
  if (options.rateLimit.max > 0) {
    // After parsing (preHandler), so a message over the limit can still be stored as spam.
    await app.register(rateLimit, { global: false, hook: 'preHandler' })
  }

  function envelopeOf(request: FastifyRequest): ContactEnvelope {
    return (request as FastifyRequest & Envelope).envelope
  }

  async function store(
    request: FastifyRequest,
    envelope: ContactEnvelope,
    values: ContactFormState['values'],
    spamReason: string | null,
  ) {
    const inserted = await leads.insertLead(
      {
        idempotencyKey: envelope.idempotencyKey,
        ...values,
        locale: envelope.locale,
        page: envelope.page,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        ip: request.ip ?? null,
        spamReason,
      },
      options.notification,
    )
    if (inserted.created && !spamReason) options.onNotificationQueued?.()
    return inserted
  }

  function received(request: FastifyRequest, reply: FastifyReply, locale: Locale, id: number) {
    if (isFormPost(request)) return reply.redirect(localizePath(thankYouPath, locale), 303)
    return reply.code(201).send({ status: 'received', id })
  }

  /** The page again with the visitor's input and the errors: for a form post without JavaScript. */
  async function renderAgain(
    reply: FastifyReply,
    statusCode: number,
    envelope: ContactEnvelope,
    state: ContactFormState,
  ) {
    const verdict = tokens.verify(envelope.formToken)
    // Nothing was stored: the same key stays valid, and so does the time the form was first shown.
    const token = verdict === 'ok' || verdict === 'tooFast' ? envelope.formToken : tokens.issue()
    const html = await options.renderContactPage(envelope.locale, state)
    return reply
      .code(statusCode)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(fillContactForm(html, token, envelope.idempotencyKey))
  }

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const statusCode = error.statusCode ?? 500
    if (statusCode === 429) return tooMany(request, reply)
    if (statusCode === 413)
      return reply.code(413).send({ error: 'tooLarge', message: `The body exceeds ${contactBodyLimit} bytes` })
    if (statusCode === 415) return reply.code(415).send({ error: 'unsupportedMediaType', message: error.message })
    if (statusCode >= 400 && statusCode < 500)
      return reply.code(400).send({ error: 'badRequest', message: error.message })
    request.log.error({ err: error }, 'contact submission failed')
    const locale = (request as FastifyRequest & Partial<Envelope>).envelope?.locale ?? defaultLocale
    return reply.code(500).send({ error: 'server', message: messages.translate(locale, 'contact:form.errors.server') })
  })

  /** Over the rate limit: a replay still gets its answer; a new, valid message is kept as spam. */
  async function tooMany(request: FastifyRequest, reply: FastifyReply) {
    const envelope = envelopeOf(request)
    const existing = await leads.findLeadByKey(envelope.idempotencyKey)
    if (existing) return received(request, reply, envelope.locale, existing.id)
    const { values } = await validateValues(request.body)
    if (values) await store(request, envelope, values, 'rateLimit')
    request.log.warn({ ip: request.ip }, 'contact rate limit reached')
    const key = 'contact:form.errors.tooMany'
    if (isFormPost(request)) {
      return renderAgain(reply, 429, envelope, { values: rawValues(request.body), errors: { message: key } })
    }
    return reply.code(429).send({ error: 'tooMany', message: messages.translate(envelope.locale, key) })
  }

  function translateErrors(locale: Locale, errors: FieldErrors): FieldErrors {
    const translated: FieldErrors = {}
    for (const field of contactFields) {
      const key = errors[field]
      if (key) translated[field] = messages.translate(locale, key)
    }
    return translated
  }

  app.post(
    '/api/contact',
    {
      bodyLimit: contactBodyLimit,
      config:
        options.rateLimit.max > 0
          ? { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } }
          : {},
      preValidation: async (request, reply) => {
        const type = mediaType(request)
        if (type !== 'application/json' && type !== formContentType) {
          return reply.code(415).send({ error: 'unsupportedMediaType', message: 'Send application/json or a form' })
        }
        const envelope = readEnvelope(request.body)
        if ('problem' in envelope) return reply.code(400).send({ error: 'badRequest', message: envelope.problem })
        ;(request as FastifyRequest & Envelope).envelope = envelope
      },
    },
    async (request, reply) => {
      const envelope = envelopeOf(request)
      const { values, errors } = await validateValues(request.body)
      if (errors) {
        if (isFormPost(request)) return renderAgain(reply, 422, envelope, { values: rawValues(request.body), errors })
        return reply.code(422).send({ error: 'invalid', errors: translateErrors(envelope.locale, errors) })
      }
      const verdict = tokens.verify(envelope.formToken)
      const spamReason = envelope.website.trim() ? 'honeypot' : verdict === 'ok' ? null : `token:${verdict}`
      if (spamReason) request.log.info({ spamReason }, 'contact message caught as spam')
      const { id } = await store(request, envelope, values, spamReason)
      return received(request, reply, envelope.locale, id)
    },
  )
}
