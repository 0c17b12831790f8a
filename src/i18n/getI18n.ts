import type { i18n } from 'i18next'
import { createI18n } from './createI18n.ts'
import type { Locale } from './locales.ts'
import { bundledResources } from './resources.ts'

const cache = new Map<Locale, i18n>()

/** The instance built from the locale files bundled at build time, one per locale. */
export function getI18n(locale: Locale): i18n {
  let instance = cache.get(locale)
  if (!instance) {
    instance = createI18n(locale, bundledResources())
    cache.set(locale, instance)
  }
  return instance
}
