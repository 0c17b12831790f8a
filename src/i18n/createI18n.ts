import i18next, { type i18n, type PostProcessorModule } from 'i18next'
import { defaultLocale, type Locale } from './locales.ts'
import type { LocaleResources } from './resources.ts'

/**
 * An i18next instance for one locale, ready at once because every resource is in memory.
 * `postProcessor` rewrites every translated string (the admin preview marks keys with it); Urdu
 * strings are also spaced for Nastaliq.
 */
export function createI18n(
  locale: Locale,
  resources: Record<Locale, LocaleResources>,
  postProcessor?: PostProcessorModule,
): i18n {
  const instance = i18next.createInstance()
  const processors = postProcessor ? [postProcessor] : []
  for (const processor of processors) instance.use(processor)
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
    postProcess: processors.map((processor) => processor.name),
  })
  return instance
}
