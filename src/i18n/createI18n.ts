import i18next, { type i18n, type PostProcessorModule } from 'i18next'
import { defaultLocale, type Locale } from './locales.ts'
import type { LocaleResources } from './resources.ts'

/**
 * An i18next instance for one locale, ready at once because every resource is in memory.
 * `postProcessor` rewrites every translated string (the admin preview marks keys with it).
 */
export function createI18n(
  locale: Locale,
  resources: Record<Locale, LocaleResources>,
  postProcessor?: PostProcessorModule,
): i18n {
  const instance = i18next.createInstance()
  if (postProcessor) instance.use(postProcessor)
  void instance.init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources,
    defaultNS: 'common',
    ns: Object.keys(resources[defaultLocale]),
    initAsync: false,
    // React escapes what it renders; the document template escapes <title> and meta.
    interpolation: { escapeValue: false },
    returnNull: false,
    ...(postProcessor ? { postProcess: [postProcessor.name] } : {}),
  })
  return instance
}
