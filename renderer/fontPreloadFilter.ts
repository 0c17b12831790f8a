import type { InjectFilterEntry } from 'vike/types'
import { preloadedFontFiles } from '#components/theme/fonts.ts'
import type { Locale } from '#i18n/locales.ts'

/**
 * Vike preloads every font that any imported CSS references: an English page would fetch
 * 370 KB of Arabic and Urdu faces. A page preloads only its own locale's faces.
 * https://vike.dev/injectFilter
 */
export function fontPreloadFilter(locale: Locale) {
  const wanted = preloadedFontFiles[locale]
  return (assets: InjectFilterEntry[]) => {
    for (const asset of assets) {
      if (asset.assetType !== 'font') continue
      asset.inject = wanted.some((name) => asset.src.includes(name)) ? 'HTML_BEGIN' : false
    }
  }
}
