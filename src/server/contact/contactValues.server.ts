import type { FastifyRequest, FastifySchemaCompiler } from 'fastify'
import { ValidationError } from 'yup'
import { type ContactField, type ContactValues, contactFields, contactSchema } from '#features/contact/contactSchema.ts'
import { text } from './contactEnvelope.server.ts'

export type FieldErrors = Partial<Record<ContactField, string>>

const yupOptions = { abortEarly: false, stripUnknown: true }

/** What the visitor typed, as sent: shown again next to the errors. */
export function rawValues(body: unknown): ContactValues {
  const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {}
  return {
    name: text(fields.name),
    email: text(fields.email),
    phone: text(fields.phone),
    message: text(fields.message),
  }
}

/**
 * Fastify validates the contact body with the form's one yup schema, the one Formik runs in the
 * browser, instead of a JSON schema. The route attaches a refusal to the request (attachValidation)
 * rather than answering at once: the rate limit comes first, and the answer depends on the client.
 */
export const contactValuesValidator: FastifySchemaCompiler<typeof contactSchema> =
  ({ schema }) =>
  (body) => {
    try {
      schema.validateSync(rawValues(body), yupOptions)
      return { value: body }
    } catch (error) {
      if (error instanceof ValidationError) return { error }
      throw error
    }
  }

/** The first error key of each refused field. */
function fieldErrorsOf(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {}
  for (const inner of error.inner.length ? error.inner : [error]) {
    const field = contactFields.find((candidate) => candidate === inner.path)
    if (field && !errors[field]) errors[field] = inner.message
  }
  return errors
}

/** The validator's verdict on the visitor's values: clean (trimmed) values, or the errors. */
export function submittedValues(
  request: FastifyRequest,
): { values: ContactValues; errors?: undefined } | { values?: undefined; errors: FieldErrors } {
  const refusal = request.validationError
  if (refusal) {
    if (refusal instanceof ValidationError) return { errors: fieldErrorsOf(refusal) }
    throw refusal
  }
  // The values passed the schema: its cast gives them as validation did, trimmed.
  return { values: contactSchema.cast(rawValues(request.body), yupOptions) }
}
