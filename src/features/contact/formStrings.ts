// The contact form's strings travel to the browser as one small JSON block (the locale's
// contact:form subtree), not as translation files, so the island needs neither i18next nor
// react-i18next. The server renders the form with the same translator, so both agree.
import type { ContactField } from './contactSchema.ts'
import {
  type ErrorKey,
  type ErrorName,
  errorKeyPrefix,
  errorName,
  type FormStrings,
  isErrorKey,
  messageValues,
} from './messageValues.ts'

export type { FormStrings }

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`
}[keyof T & string]

/** A key below contact:form, e.g. 'fields.name.label' or 'errors.nameRequired'. */
export type FormKey = Paths<FormStrings>
export type FormTranslator = (key: FormKey, values?: Record<string, string | number>) => string

/** Field errors as the schema gives them: always translation keys, never sentences. */
export type FieldErrorKeys = Partial<Record<ContactField, ErrorKey>>

/** The errors of a refused post (the server renders the schema's keys): kept only as keys. */
export function fieldErrorKeys(errors: Partial<Record<ContactField, string>> | undefined): FieldErrorKeys | undefined {
  if (!errors) return undefined
  const keys: FieldErrorKeys = {}
  for (const [field, key] of Object.entries(errors) as [ContactField, string][]) {
    if (!isErrorKey(key)) throw new Error(`The contact form was given "${key}" for ${field}, not an error key`)
    keys[field] = key
  }
  return keys
}

export function createFormTranslator(strings: FormStrings): FormTranslator {
  return (key, values = {}) => {
    let node: unknown = strings
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    if (typeof node !== 'string') return key
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match))
  }
}

/** An error key as the visitor reads it, its {{placeholders}} filled. */
export function errorText(t: FormTranslator, key: ErrorKey): string {
  return t(`errors.${errorName(key)}`, messageValues(key))
}

/**
 * The key a message of the server's JSON answer was translated from (the API answers a refused
 * field in the visitor's language, decision 0006), found among this locale's error messages.
 */
export function errorKeyOfText(t: FormTranslator, strings: FormStrings, text: string): ErrorKey | undefined {
  return (Object.keys(strings.errors) as ErrorName[])
    .map((name) => `${errorKeyPrefix}${name}` as ErrorKey)
    .find((key) => errorText(t, key) === text)
}
