// The one definition of what the contact form's messages interpolate: the {{count}},
// {{minDigits}} and {{email}} of locales/<lng>/contact.json, contact:form.errors. `count` also
// picks the plural form of the noun it counts (characters, digits). The server (src/server/contact)
// translates with these values; the page resolves the island's strings with them (islandStrings.ts).
import { mailboxes } from '#config/mailboxes.ts'
import type contact from '#locales/en/contact.json'
import { contactLimits } from './contactSchema.ts'

/** Object keys without i18next's plural suffixes: { a_one, a_other, b } -> { a, b }. */
export type WithoutPluralSuffixes<T> = {
  [K in keyof T as K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
    ? Base
    : K]: T[K] extends string ? string : WithoutPluralSuffixes<T[K]>
}

/** The locale's contact:form strings as the form reads them, each counted phrase already in its plural form. */
export type FormStrings = WithoutPluralSuffixes<(typeof contact)['form']>

/** A message under contact:form.errors: 'nameRequired', 'server'... */
export type ErrorName = keyof FormStrings['errors']

/** The schema's messages and the server's are these keys: 'contact:form.errors.nameRequired'. */
export type ErrorKey = `contact:form.errors.${ErrorName}`

export const errorKeyPrefix = 'contact:form.errors.'

const values: Partial<Record<ErrorName, Record<string, string | number>>> = {
  nameTooLong: { count: contactLimits.nameMax },
  emailTooLong: { count: contactLimits.emailMax },
  // The noun ("digits") follows the larger number, so that one is the count.
  phoneInvalid: { minDigits: contactLimits.phoneMinDigits, count: contactLimits.phoneMaxDigits },
  messageTooShort: { count: contactLimits.messageMin },
  messageTooLong: { count: contactLimits.messageMax },
  server: { email: mailboxes.sales },
}

export function isErrorKey(value: string): value is ErrorKey {
  return value.startsWith(errorKeyPrefix)
}

/** The error's name: 'contact:form.errors.nameRequired' -> 'nameRequired'. */
export function errorName(key: ErrorKey): ErrorName {
  return key.slice(errorKeyPrefix.length) as ErrorName
}

/** What an error message interpolates, e.g. { count: 100 } for 'contact:form.errors.nameTooLong'. */
export function messageValues(key: ErrorKey): Record<string, string | number> {
  return values[errorName(key)] ?? {}
}
