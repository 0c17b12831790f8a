import type { TFunction } from 'i18next'
import { replyHours } from '#i18n/replyHours.ts'
import { contactLimits } from './contactSchema.ts'
import { type ErrorKey, errorKeyPrefix, type FormStrings, messageValues } from './messageValues.ts'

const pluralSuffix = /_(zero|one|two|few|many|other)$/

// The values of the phrases outside contact:form.errors that the server fills in before they
// travel (the errors' values are in messageValues.ts): what the hint counts, and the reply
// promise, itself a counted phrase ("24 hours") the browser could not pluralize.
const filledOutsideErrors: Partial<Record<string, (t: TFunction<'contact'>) => Record<string, string | number>>> = {
  'fields.message.hint': () => ({ count: contactLimits.messageMin }),
  'toast.sentText': (t) => ({ hours: replyHours(t) }),
}

// What the island never shows: the rate limit's answer is the notice the server rendered
// (tooManyNotice.ts), so its sentence stays out of the page's JSON (the API's 429 still says it).
const serverOnly = new Set(['errors.tooMany'])

function valuesOf(path: string, t: TFunction<'contact'>): Record<string, string | number> {
  if (path.startsWith('errors.')) return messageValues(`${errorKeyPrefix}${path.slice('errors.'.length)}` as ErrorKey)
  return filledOutsideErrors[path]?.(t) ?? {}
}

/**
 * This locale's contact:form strings (`form`, as in the locale file) as the island gets them:
 * i18next turns each counted phrase ('nameTooLong_one', '_other'…) into the one sentence its
 * number needs, and fills in the reply promise, so the browser needs neither i18next nor plural
 * rules. The rest stays as written (the errors' {{placeholders}} are filled in the browser); the
 * server's own sentences (serverOnly) are left out.
 */
export function islandStrings(t: TFunction<'contact'>, form: object): FormStrings {
  const walk = (node: object, path: string): Record<string, unknown> => {
    const strings: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      const name = key.replace(pluralSuffix, '')
      const keyPath = path ? `${path}.${name}` : name
      if (serverOnly.has(keyPath)) continue
      if (typeof value === 'object' && value !== null) strings[key] = walk(value, keyPath)
      else if (name === key && !filledOutsideErrors[keyPath]) strings[key] = String(value)
      else if (!(name in strings)) strings[name] = t(`form.${keyPath}` as never, valuesOf(keyPath, t))
    }
    return strings
  }
  return walk(form, '') as FormStrings
}
