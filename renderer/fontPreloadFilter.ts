import type { InjectFilterEntry } from 'vike/types'

/**
 * What Vike adds to a page's HTML besides its entry script (https://vike.dev/injectFilter).
 *
 * - Fonts: none. The renderer inlines each locale's @font-face rules and preloads only the faces
 *   its text above the fold is set in (src/components/theme/fontFaceCss.ts); Vike would preload
 *   every font any page imports.
 * - Scripts: every module the entry imports statically is preloaded beside it, so a page's script
 *   never loads as a waterfall. Vike preloads none on HTML-only pages (and then warns "We recommend
 *   against not preloading JavaScript"). What a page imports later, on demand (the contact form),
 *   is preloaded by the bundler's import() when it is requested.
 */
export function assetFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font') asset.inject = false
    else if (asset.assetType === 'script') asset.inject = 'HTML_END'
  }
}
