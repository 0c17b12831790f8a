import type { TFunction } from 'i18next'
import { contactLimits } from './contactSchema.ts'
import { type ErrorKey, errorKeyPrefix, type FormStrings, messageValues } from './messageValues.ts'

const pluralSuffix = /_(zero|one|two|few|many|other)$/

// What the counted phrases outside contact:form.errors count (the errors' values are in messageValues.ts).
const countedOutsideErrors: Partial<Record<string, Record<string, number>>> = {
  'fields.message.hint': { count: contactLimits.messageMin },
}

function valuesOf(path: string): Record<string, string | number> {
  if (path.startsWith('errors.')) return messageValues(`${errorKeyPrefix}${path.slice('errors.'.length)}` as ErrorKey)
  return countedOutsideErrors[path] ?? {}
}

/**
 * This locale's contact:form strings (`form`, as in the locale file) as the island gets them:
 * i18next turns each counted phrase ('nameTooLong_one', '_other'…) into the one sentence its
 * number needs, so the browser needs neither i18next nor plural rules. The rest stays as written.
 */
export function islandStrings(t: TFunction<'contact'>, form: object): FormStrings {
  const walk = (node: object, path: string): Record<string, unknown> => {
    const strings: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(node)) {
      const name = key.replace(pluralSuffix, '')
      const keyPath = path ? `${path}.${name}` : name
      if (typeof value === 'object' && value !== null) strings[key] = walk(value, keyPath)
      else if (name === key) strings[key] = value
      else if (!(name in strings)) strings[name] = t(`form.${keyPath}` as never, valuesOf(keyPath))
    }
    return strings
  }
  return walk(form, '') as FormStrings
}
