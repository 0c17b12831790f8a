import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { localesDir } from '#i18n/localesDir.server.ts'
import type { AdminContext } from '../admin/adminContext.server.ts'
import { sessionOf } from '../admin/adminContext.server.ts'
import { checkArticle, readEditorArticle, saveArticle } from './articles.server.ts'
import { checkValues, proposedValues } from './checkValues.server.ts'
import { describeUnit } from './describeUnit.server.ts'
import { refusal } from './editorFindings.server.ts'
import type { SaveOutcome } from './editorTypes.server.ts'
import { historyOf, restoreChange } from './historyAndRestore.server.ts'
import { readNamespaceSources } from './namespaceSources.server.ts'
import { type SaveContext, saveValues } from './saveValues.server.ts'
import { createWorkingCopySync } from './syncWorkingCopy.server.ts'
import { createTranslationChanges } from './translationChanges.server.ts'
import { articleFile, editableLocale, RefusedEdit, splitFullKey } from './translationPaths.server.ts'

const prefix = '/admin/api/translations'
// An article is about 30 KB; its routes take up to this, every other admin route keeps 32 KB.
const articleBodyLimit = 256 * 1024

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const
// A value may arrive as any JSON type: the check answers a number or an object with a finding.
const valuesSchema = { type: 'object', minProperties: 1, maxProperties: 12, additionalProperties: {} } as const
const expectedSchema = {
  type: 'object',
  maxProperties: 12,
  additionalProperties: { type: ['string', 'null'] },
} as const

const schemas = {
  unitQuery: { type: 'object', required: ['key'], properties: { key: text(300) } },
  check: { type: 'object', required: ['locale', 'values'], properties: { locale: text(10), values: valuesSchema } },
  save: {
    type: 'object',
    required: ['locale', 'values', 'expected'],
    properties: { locale: text(10), values: valuesSchema, expected: expectedSchema },
  },
  historyQuery: { type: 'object', required: ['locale', 'key'], properties: { locale: text(10), key: text(300) } },
  restore: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
  articleQuery: { type: 'object', required: ['locale', 'slug'], properties: { locale: text(10), slug: text(200) } },
  articleCheck: {
    type: 'object',
    required: ['locale', 'slug', 'source'],
    properties: { locale: text(10), slug: text(200), source: text(200_000) },
  },
  articleSave: {
    type: 'object',
    required: ['locale', 'slug', 'source', 'expected'],
    properties: {
      locale: text(10),
      slug: text(200),
      source: text(200_000),
      expected: { type: ['string', 'null'], maxLength: 200_000 },
    },
  },
} as const

interface ValuesBody {
  locale: string
  values: Record<string, unknown>
  expected: Record<string, string | null>
}
interface ArticleBody {
  locale: string
  slug: string
  source: string
  expected: string | null
}

/** A save's outcome as the API answers it: 200, 409 with both versions, 422 with the findings. */
function sendOutcome(reply: FastifyReply, outcome: SaveOutcome<unknown>) {
  if (outcome.status === 'stale')
    return reply.code(409).send({ reason: 'stale', current: outcome.current, yours: outcome.yours })
  if (outcome.status === 'invalid') return reply.code(422).send({ findings: outcome.findings })
  return reply.send({ saved: outcome.saved, unit: outcome.unit })
}

/** A refused name (a path trick, a namespace or article that does not exist) from a POST: 422 with why. */
function refusedPost(reply: FastifyReply, key: string, error: unknown) {
  if (!(error instanceof RefusedEdit)) throw error
  return reply.code(422).send({ findings: [refusal(key, 'refused', error.message)] })
}

function refusedGet(reply: FastifyReply, error: unknown) {
  if (!(error instanceof RefusedEdit)) throw error
  return reply.code(error.statusCode).send({ error: error.message })
}

/**
 * The in-context editor's JSON API (decision 0011): a key in three languages, the check as it is
 * typed, the save (one value per key, atomic, recorded), a key's history and its restore, and the
 * same for an article file. Every route needs the `translations` permission; POSTs carry the CSRF
 * token in the `csrf-token` header.
 */
export async function translationApiRoutes(app: FastifyInstance, context: AdminContext) {
  const changes = createTranslationChanges(app.database.db)
  const sync = createWorkingCopySync(app.database.db)
  // Every route needs the permission, and first takes in what other instances saved.
  const config = { permission: 'translations' } as const
  const preValidation = async () => sync()
  const saveContext = (request: FastifyRequest): SaveContext => ({
    dir: localesDir(),
    changes,
    author: sessionOf(request).email,
    now: context.now(),
  })

  app.get<{ Querystring: { key: string } }>(
    `${prefix}/unit`,
    { config, preValidation, schema: { querystring: schemas.unitQuery } },
    async (request, reply) => {
      try {
        const { namespace, key } = splitFullKey(request.query.key)
        const unit = describeUnit(readNamespaceSources(localesDir(), namespace), namespace, key)
        if (!unit) return reply.code(404).send({ error: `${request.query.key}: English has no such key` })
        return unit
      } catch (error) {
        return refusedGet(reply, error)
      }
    },
  )

  app.post<{ Body: Omit<ValuesBody, 'expected'> }>(
    `${prefix}/check`,
    { config, preValidation, schema: { body: schemas.check }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const dir = localesDir()
      try {
        const locale = editableLocale(request.body.locale)
        const proposed = proposedValues(dir, locale, request.body.values)
        return { findings: checkValues(readNamespaceSources(dir, proposed.namespace), locale, proposed) }
      } catch (error) {
        return refusedPost(reply, Object.keys(request.body.values).join(', '), error)
      }
    },
  )

  app.post<{ Body: ValuesBody }>(
    `${prefix}/save`,
    { config, preValidation, schema: { body: schemas.save }, preHandler: app.csrfProtection },
    async (request, reply) => {
      const { values, expected } = request.body
      try {
        const locale = editableLocale(request.body.locale)
        return sendOutcome(reply, await saveValues(saveContext(request), { locale, values, expected }))
      } catch (error) {
        return refusedPost(reply, Object.keys(values).join(', '), error)
      }
    },
  )

  app.get<{ Querystring: { locale: string; key: string } }>(
    `${prefix}/history`,
    { config, preValidation, schema: { querystring: schemas.historyQuery } },
    async (request, reply) => {
      try {
        const locale = editableLocale(request.query.locale)
        return { entries: await historyOf(changes, locale, request.query.key) }
      } catch (error) {
        return refusedGet(reply, error)
      }
    },
  )

  app.post<{ Body: { id: number } }>(
    `${prefix}/restore`,
    { config, preValidation, schema: { body: schemas.restore }, preHandler: app.csrfProtection },
    async (request, reply) => {
      try {
        const outcome = await restoreChange(saveContext(request), request.body.id)
        if (outcome.status === 'not-found') return reply.code(404).send({ error: 'no such change' })
        if (outcome.status === 'no-before')
          return reply.code(422).send({
            findings: [
              refusal(outcome.change.unit, 'restore', 'this change created the text: there is no earlier version'),
            ],
          })
        return sendOutcome(reply, outcome)
      } catch (error) {
        return refusedPost(reply, String(request.body.id), error)
      }
    },
  )

  app.get<{ Querystring: { locale: string; slug: string } }>(
    `${prefix}/article`,
    { config, preValidation, schema: { querystring: schemas.articleQuery } },
    async (request, reply) => {
      try {
        return readEditorArticle(localesDir(), editableLocale(request.query.locale), request.query.slug)
      } catch (error) {
        return refusedGet(reply, error)
      }
    },
  )

  app.post<{ Body: Omit<ArticleBody, 'expected'> }>(
    `${prefix}/article/check`,
    {
      config,
      preValidation,
      bodyLimit: articleBodyLimit,
      schema: { body: schemas.articleCheck },
      preHandler: app.csrfProtection,
    },
    async (request, reply) => {
      const { slug, source } = request.body
      try {
        const locale = editableLocale(request.body.locale)
        const dir = localesDir()
        articleFile(dir, locale, slug)
        return checkArticle(dir, locale, slug, source)
      } catch (error) {
        return refusedPost(reply, `blog/${slug}`, error)
      }
    },
  )

  app.post<{ Body: ArticleBody }>(
    `${prefix}/article/save`,
    {
      config,
      preValidation,
      bodyLimit: articleBodyLimit,
      schema: { body: schemas.articleSave },
      preHandler: app.csrfProtection,
    },
    async (request, reply) => {
      const { slug, source, expected } = request.body
      try {
        const locale = editableLocale(request.body.locale)
        return sendOutcome(reply, await saveArticle(saveContext(request), { locale, slug, source, expected }))
      } catch (error) {
        return refusedPost(reply, `blog/${slug}`, error)
      }
    },
  )
}
