// The contact form's strings travel to the browser as one small JSON block (the locale's
// contact:form subtree), not as translation files, so the island needs neither i18next nor
// react-i18next. The server renders the form with the same translator, so both agree.
import type contact from '#locales/en/contact.json'
import { type ContactField, contactLimits } from './contactSchema.ts'

export type FormStrings = (typeof contact)['form']

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`
}[keyof T & string]

/** A key below contact:form, e.g. 'fields.name.label' or 'errors.nameRequired'. */
export type FormKey = Paths<FormStrings>
export type FormTranslator = (key: FormKey, values?: Record<string, string | number>) => string

const schemaKeyPrefix = 'contact:form.'

export function createFormTranslator(strings: FormStrings): FormTranslator {
  return (key, values = {}) => {
    let node: unknown = strings
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    if (typeof node !== 'string') return key
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match))
  }
}

/** The values each field's messages interpolate ({{max}}, {{min}}, {{minDigits}}...). */
const messageValues: Record<ContactField, Record<string, number>> = {
  name: { max: contactLimits.nameMax },
  email: { max: contactLimits.emailMax },
  phone: { minDigits: contactLimits.phoneMinDigits, maxDigits: contactLimits.phoneMaxDigits },
  message: { min: contactLimits.messageMin, max: contactLimits.messageMax },
}

/**
 * An error as the visitor reads it. The schema (and a refused no-JS post) gives translation keys
 * ('contact:form.errors.nameRequired'); the JSON API's 422 gives text already in the visitor's
 * language, shown as it is.
 */
export function errorText(t: FormTranslator, field: ContactField, error: string): string {
  if (!error.startsWith(schemaKeyPrefix)) return error
  return t(error.slice(schemaKeyPrefix.length) as FormKey, messageValues[field])
}
