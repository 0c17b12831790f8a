import type { ContactField, ContactValues } from './contactSchema.ts'

/** The fields a visitor sent and the schema's error keys, when the server refused a no-JS post. */
export interface ContactFormState {
  values: ContactValues
  errors: Partial<Record<ContactField, string>>
}

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', message: '' }
