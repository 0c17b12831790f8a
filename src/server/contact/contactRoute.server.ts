import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { contactPagePath } from '#features/contact/contactPagePath.ts'
import { contactSchema } from '#features/contact/contactSchema.ts'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import type { RateLimitConfig } from '../config.server.ts'
import { scopedPlugin } from '../plugin.server.ts'
import { databaseRateLimitStore } from '../rateLimits/databaseRateLimitStore.server.ts'
import { countAcceptedMessages } from './acceptedMessages.server.ts'
import { answerStored, answerTooMany } from './answerTooMany.server.ts'
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

// The limit on every post, refused ones included: it stops floods of invalid posts, well above
// what a person fixing their mistakes sends (accepted messages have a lower limit of their own,
// acceptedMessages.server.ts). After parsing (preHandler), so the refusal can give the visitor
// their text back in their language. One count for every address the form posts to: a visitor
// gets no more tries by switching.
function postsLimitOf({ postsMax, windowMs }: RateLimitConfig) {
  return postsMax > 0
    ? { rateLimit: { max: postsMax, timeWindow: windowMs, hook: 'preHandler' as const, groupId: 'contact' } }
    : {}
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
    const countAccepted = countAcceptedMessages(app, options.rateLimit)
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
          config: postsLimitOf(options.rateLimit),
          preValidation: [refuseOtherMediaTypes, readEnvelope],
        },
        async (request, reply) => {
          const envelope = envelopeOf(request)
          const { values, errors } = submittedValues(request)
          if (errors) return answerInvalid(context, request, reply, envelope, errors)
          // A retry of a stored message is answered as before, and is not a second message.
          const existing = await context.leads.findByKey(envelope.idempotencyKey)
          if (existing) return answerStored(context, request, reply, existing)
          // Spam is stored too, so it is counted too: a bot gets no more rows than a person.
          const accepted = await countAccepted(request)
          if (!accepted.allowed) {
            reply.header('retry-after', accepted.retryAfterSeconds)
            return answerTooMany(context, request, reply)
          }
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
