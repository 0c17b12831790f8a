// The one definition of what the contact form's messages interpolate: the {{max}}, {{min}},
// {{minDigits}}, {{maxDigits}} and {{email}} of locales/<lng>/contact.json, contact:form.errors.
// The browser (formStrings.ts) and the server (src/server/contact) fill them from here.
import { mailboxes } from '#config/mailboxes.ts'
import type contact from '#locales/en/contact.json'
import { contactLimits } from './contactSchema.ts'

/** A message under contact:form.errors: 'nameRequired', 'server'... */
export type ErrorName = keyof (typeof contact)['form']['errors']

/** The schema's messages and the server's are these keys: 'contact:form.errors.nameRequired'. */
export type ErrorKey = `contact:form.errors.${ErrorName}`

export const errorKeyPrefix = 'contact:form.errors.'

const values: Partial<Record<ErrorName, Record<string, string | number>>> = {
  nameTooLong: { max: contactLimits.nameMax },
  emailTooLong: { max: contactLimits.emailMax },
  phoneInvalid: { minDigits: contactLimits.phoneMinDigits, maxDigits: contactLimits.phoneMaxDigits },
  messageTooShort: { min: contactLimits.messageMin },
  messageTooLong: { max: contactLimits.messageMax },
  server: { email: mailboxes.sales },
}

export function isErrorKey(value: string): value is ErrorKey {
  return value.startsWith(errorKeyPrefix)
}

/** The error's name: 'contact:form.errors.nameRequired' -> 'nameRequired'. */
export function errorName(key: ErrorKey): ErrorName {
  return key.slice(errorKeyPrefix.length) as ErrorName
}

/** What an error message interpolates, e.g. { max: 100 } for 'contact:form.errors.nameTooLong'. */
export function messageValues(key: ErrorKey): Record<string, string | number> {
  return values[errorName(key)] ?? {}
}
