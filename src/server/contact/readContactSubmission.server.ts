import { ValidationError } from 'yup'
import { type ContactField, type ContactValues, contactFields, contactSchema } from '#features/contact/contactSchema.ts'
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

export type FieldErrors = Partial<Record<ContactField, string>>

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const logicalPath = /^\/[\w\-/]{0,199}$/

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The envelope, or why the request is malformed (400: the form itself sends these). */
export function readEnvelope(body: unknown): ContactEnvelope | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'the body must be an object' }
  const fields = body as Record<string, unknown>
  if (typeof fields.idempotencyKey !== 'string' || !uuid.test(fields.idempotencyKey))
    return { problem: 'idempotencyKey must be a UUID' }
  if (!isLocale(fields.locale)) return { problem: 'locale must be one of en, ar, ur' }
  const page = text(fields.page)
  return {
    idempotencyKey: fields.idempotencyKey.toLowerCase(),
    locale: fields.locale,
    page: logicalPath.test(page) ? page : '/contact',
    formToken: text(fields.formToken),
    website: text(fields.website),
  }
}

/** What the visitor typed, as sent: shown again next to the errors. */
export function rawValues(body: unknown): ContactValues {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  return Object.fromEntries(contactFields.map((field) => [field, text(fields[field])])) as ContactValues
}

/** The schema's verdict: clean values, or the first error key of each refused field. */
export async function validateValues(
  body: unknown,
): Promise<{ values: ContactValues; errors?: undefined } | { values?: undefined; errors: FieldErrors }> {
  try {
    const values = await contactSchema.validate(rawValues(body), { abortEarly: false, stripUnknown: true })
    return { values }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const errors: FieldErrors = {}
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path as ContactField | undefined
      if (field && contactFields.includes(field) && !errors[field]) errors[field] = inner.message
    }
    return { errors }
  }
}
