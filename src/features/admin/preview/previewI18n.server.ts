// The translations a preview renders with: read from the files under locales/ at each request,
// so a translator's edit shows without a rebuild, optionally showing each string's key, and with
// every string that fell back to English marked for highlighting.
import type { i18n, PostProcessorModule } from 'i18next'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { defaultLocale, englishOnlyNamespaces, type Locale } from '#i18n/locales.ts'
import type { PreviewKeys } from '../adminViews.ts'
import { markForEdit } from './editMarks.ts'
import { fallbackEnd, fallbackStart, highlightEnd, highlightStart } from './fallbackMarks.ts'

function namespaceAndKey(key: string, options: { ns?: string | readonly string[] }): [string, string] {
  const separator = key.indexOf(':')
  if (separator > 0) return [key.slice(0, separator), key.slice(separator + 1)]
  const ns = Array.isArray(options.ns) ? options.ns[0] : options.ns
  return [typeof ns === 'string' ? ns : 'common', key]
}

/**
 * `highlight` ('namespace:key', a plural key by its base) marks that one string wherever the page
 * shows it, for a translator sent here from the to-do list. `edit` wraps every string in marks
 * that carry its key, which the preview turns into the spans a translator chooses (editMarks.ts).
 */
export function createPreviewI18n(locale: Locale, keys: PreviewKeys, highlight?: string, edit = false): i18n {
  const resources = loadLocaleFiles()
  const processor: PostProcessorModule = {
    type: 'postProcessor',
    name: 'adminPreview',
    process(value, key, options, translator) {
      const [ns, name] = namespaceAndKey(String(Array.isArray(key) ? key[0] : key), options)
      // The preview's own banner is not part of the page being checked.
      if (englishOnlyNamespaces.includes(ns)) return value
      const own = translator.resourceStore.getResource(locale, ns, name)
      const fellBack = locale !== defaultLocale && own === undefined
      const label = `⟦${ns}:${name}⟧`
      const shown = keys === 'instead' ? label : keys === 'beside' ? `${value} ${label}` : value
      const text = highlight === `${ns}:${name}` ? `${highlightStart}${shown}${highlightEnd}` : shown
      const marked = fellBack ? `${fallbackStart}${text}${fallbackEnd}` : text
      // Objects (returnObjects) pass through: i18next has sent each of their strings here already.
      return edit && typeof value === 'string' ? markForEdit(`${ns}:${name}`, marked) : marked
    },
  }
  return createI18n(locale, resources, processor)
}
