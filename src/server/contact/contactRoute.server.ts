import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contactPagePath } from '#features/contact/contactPagePath.ts'
import { contactSchema } from '#features/contact/contactSchema.ts'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import type { RateLimitConfig } from '../config.server.ts'
import { scopedPlugin } from '../plugin.server.ts'
import { databaseRateLimitStore } from '../rateLimits/databaseRateLimitStore.server.ts'
import { answerInvalid, answerKeyReused, answerReceived, formContentType, mediaType } from './contactAnswers.server.ts'
import type { ContactContext } from './contactContext.server.ts'
import { envelopeOf, httpError, readEnvelope } from './contactEnvelope.server.ts'
import { contactErrorHandler } from './contactErrorHandler.server.ts'
import type { ContactMessages } from './contactMessages.server.ts'
import { contactValuesValidator, submittedValues } from './contactValues.server.ts'
import type { FormTokens } from './formToken.server.ts'
import { cacheRefusedPages } from './refusedPageCache.server.ts'
import type { RenderContactPage } from './renderContactPage.server.ts'
import { spamReasonOf } from './spamVerdict.server.ts'
import { storeSubmission } from './storeSubmission.server.ts'

export interface ContactRouteOptions {
  tokens: FormTokens
  messages: ContactMessages
  rateLimit: RateLimitConfig
  renderContactPage: RenderContactPage
  /** The rate limit's clock, in milliseconds since the epoch; tests move it instead of waiting. */
  now?: () => number
}

const contactBodyLimit = 32 * 1024

async function refuseOtherMediaTypes(request: FastifyRequest, _reply: FastifyReply) {
  const type = mediaType(request)
  if (type !== 'application/json' && type !== formContentType) {
    throw httpError(415, 'Send application/json or a form')
  }
}

// After parsing (preHandler), so a message over the limit can still be stored as spam. One
// count for every address the form posts to: a visitor gets no more tries by switching.
function rateLimitOf({ max, windowMs }: RateLimitConfig) {
  return max > 0 ? { rateLimit: { max, timeWindow: windowMs, hook: 'preHandler' as const, groupId: 'contact' } } : {}
}

/**
 * Where a message is posted: the enhanced form sends JSON to /api/contact; the plain form (no
 * JavaScript yet, or none) posts to the contact page's own address, so a page refused with its
 * errors keeps the address the visitor can reload or share (/ar/contact, not /api/contact).
 */
const contactPostPaths = ['/api/contact', ...locales.map((locale) => localizePath(contactPagePath, locale))]

/** POST /api/contact and the contact pages (decision 0006): stores the lead before it answers, spam included. */
export const contactRoute = scopedPlugin(
  async (app: FastifyInstance, options: ContactRouteOptions) => {
    const context: ContactContext = {
      ...options,
      renderContactPage: cacheRefusedPages(options.renderContactPage),
      leads: app.leads,
      mail: app.mail,
    }
    // Counted in the database, so every instance and a restarted one share the visitor's count.
    await app.register(rateLimit, {
      global: false,
      store: databaseRateLimitStore({ db: app.database.db, now: options.now }),
    })
    app.decorateRequest('contactEnvelope', null)
    app.setValidatorCompiler(contactValuesValidator)
    app.setErrorHandler(contactErrorHandler(context, contactBodyLimit))

    for (const url of contactPostPaths)
      app.post(
        url,
        {
          bodyLimit: contactBodyLimit,
          schema: { body: contactSchema },
          attachValidation: true,
          config: rateLimitOf(options.rateLimit),
          preValidation: [refuseOtherMediaTypes, readEnvelope],
        },
        async (request, reply) => {
          const envelope = envelopeOf(request)
          const { values, errors } = submittedValues(request)
          if (errors) return answerInvalid(context, request, reply, envelope, errors)
          const spamReason = spamReasonOf(envelope, context.tokens)
          if (spamReason) request.log.info({ spamReason }, 'contact message caught as spam')
          const { sameContent } = await storeSubmission(context, request, values, spamReason)
          if (!sameContent) return answerKeyReused(context, request, reply, envelope)
          return answerReceived(request, reply, envelope.locale)
        },
      )
  },
  {
    name: 'contact-route',
    dependencies: ['@fastify/formbody'],
    decorators: { fastify: ['database', 'leads', 'mail'] },
  },
)
