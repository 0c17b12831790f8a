import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { defaultLocale } from '#i18n/locales.ts'
import { answerTooMany } from './answerTooMany.server.ts'
import type { ContactContext } from './contactContext.server.ts'
import { answerRefusedPage, wantsPage } from './refusedPage.server.ts'

/**
 * The contact route's own answers to what Fastify and its plugins refuse, and to a failure: JSON
 * for a script, the contact page again (localized, the input kept where it could be read) for a
 * form posted without JavaScript.
 */
export function contactErrorHandler(context: ContactContext, bodyLimit: number) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const statusCode = error.statusCode ?? 500
    if (statusCode === 429) return answerTooMany(context, request, reply)
    if (statusCode >= 500) request.log.error({ err: error }, 'contact submission failed')
    if (wantsPage(request)) {
      if (statusCode === 413) return answerRefusedPage(context, request, reply, 413, 'contact:form.errors.tooLarge')
      if (statusCode === 415) return answerRefusedPage(context, request, reply, 415, 'contact:form.errors.badRequest')
      if (statusCode >= 400 && statusCode < 500)
        return answerRefusedPage(context, request, reply, 400, 'contact:form.errors.badRequest')
      return answerRefusedPage(context, request, reply, 500, 'contact:form.errors.server')
    }
    if (statusCode === 413)
      return reply.code(413).send({ error: 'tooLarge', message: `The body exceeds ${bodyLimit} bytes` })
    if (statusCode === 415) return reply.code(415).send({ error: 'unsupportedMediaType', message: error.message })
    if (statusCode >= 400 && statusCode < 500)
      return reply.code(400).send({ error: 'badRequest', message: error.message })
    // A failure before the envelope was read answers in the default language.
    const locale = request.contactEnvelope?.locale ?? defaultLocale
    return reply
      .code(500)
      .send({ error: 'server', message: context.messages.translate(locale, 'contact:form.errors.server') })
  }
}
