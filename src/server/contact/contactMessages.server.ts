import type { i18n } from 'i18next'
import { mailboxes } from '#config/mailboxes.ts'
import { contactLimits } from '#features/contact/contactSchema.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { type Locale, locales } from '#i18n/locales.ts'

/** Translates the contact form's error keys into the visitor's language on the server. */
export interface ContactMessages {
  translate(locale: Locale, key: string): string
}

// Every {{placeholder}} the contact:form.errors messages use.
const placeholderValues = {
  max: undefined as number | undefined,
  min: contactLimits.messageMin,
  minDigits: contactLimits.phoneMinDigits,
  maxDigits: contactLimits.phoneMaxDigits,
  email: mailboxes.sales,
}

// {{max}} differs by field: the key names the field.
const maxByKey: Record<string, number> = {
  'contact:form.errors.nameTooLong': contactLimits.nameMax,
  'contact:form.errors.emailTooLong': contactLimits.emailMax,
  'contact:form.errors.messageTooLong': contactLimits.messageMax,
}

/**
 * The server runs the TypeScript sources (no bundler, so no import.meta.glob): it reads the
 * locale files from disk once at start.
 */
export function createContactMessages(localesDir?: string): ContactMessages {
  const resources = loadLocaleFiles(localesDir)
  const instances = new Map<Locale, i18n>(locales.map((locale) => [locale, createI18n(locale, resources)]))
  return {
    translate(locale, key) {
      const t = (instances.get(locale) as i18n).t as (key: string, options: object) => string
      return t(key, { ...placeholderValues, max: maxByKey[key] })
    },
  }
}
