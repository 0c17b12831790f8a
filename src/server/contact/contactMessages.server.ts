import type { i18n } from 'i18next'
import { isErrorKey, messageValues } from '#features/contact/messageValues.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { type Locale, locales } from '#i18n/locales.ts'

/** Translates the contact form's error keys into the visitor's language on the server. */
export interface ContactMessages {
  translate(locale: Locale, key: string): string
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
      return t(key, { ...(isErrorKey(key) ? messageValues(key) : {}), applyPostProcessor: false })
    },
  }
}
