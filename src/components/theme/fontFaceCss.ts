// The @font-face rules and preload links of a page, inlined into its <head> by the renderer: no
// stylesheet request stands between the HTML and the first paint. Server only: the URLs are the
// build's hashed asset paths.

import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url'
import interLatin700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url'
import plexArabic400 from '#assets/fonts/ibm-plex-sans-arabic-ar-400.woff2?url'
import plexArabic700 from '#assets/fonts/ibm-plex-sans-arabic-ar-700.woff2?url'
import interRtl from '#assets/fonts/inter-rtl.woff2?url'
import nastaliq400 from '#assets/fonts/noto-nastaliq-urdu-urdu-400.woff2?url'
import type { Locale } from '#i18n/locales.ts'
import { type FaceId, localeFonts, offerFaces, webFaces } from './fontFaces.ts'
import { fontFallbacks } from './fonts.ts'

export const fontUrls: Record<FaceId, string> = {
  'inter-latin-400': interLatin400,
  'inter-latin-700': interLatin700,
  'inter-rtl-400': interRtl,
  'inter-rtl-700': interRtl,
  'plex-arabic-400': plexArabic400,
  'plex-arabic-700': plexArabic700,
  'nastaliq-400': nastaliq400,
}

const rule = (declarations: Record<string, string | number | undefined>) =>
  `@font-face{${Object.entries(declarations)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property}:${value}`)
    .join(';')}}`

/** The web faces of a locale and, for each, its fallback faces over the same characters. */
export function fontFaceCss(locale: Locale): string {
  return localeFonts[locale].faces
    .flatMap((id) => {
      const { weight, unicodeRange } = webFaces[id]
      return [
        webFaceRule(id),
        ...fontFallbacks[id].map((fallback) =>
          rule({
            'font-family': `"${fallback.family}"`,
            'font-style': 'normal',
            'font-weight': weight,
            src: fallback.local.map((name) => `local("${name}")`).join(','),
            'size-adjust': fallback.sizeAdjust,
            'ascent-override': fallback.ascentOverride,
            'descent-override': fallback.descentOverride,
            'line-gap-override': fallback.lineGapOverride,
            'unicode-range': unicodeRange,
          }),
        ),
      ]
    })
    .join('')
}

/**
 * The faces of the other languages' offer notes on a locale's pages (no fallbacks: the note's
 * stack ends in the system's). Their own <style data-offer-fonts>: the budget check leaves them
 * out, as a browser fetches them only when a note shows, for a visitor whose browser prefers that
 * language (src/tooling/pageFonts.ts).
 */
export function offerFontFaceCss(locale: Locale): string {
  // No unicode-range: only the note names the family, and its text is all in that language. The
  // Nastaliq's range alone is 430 bytes, in HTML that must fit the first round trip (0013).
  return offerFaces(locale)
    .map((id) => webFaceRule(id, { kept: false }))
    .join('')
}

/**
 * A web face's own rule: its file, drawn with the fallback until it loads, and (kept) to its
 * script's characters.
 */
function webFaceRule(id: FaceId, { kept } = { kept: true }): string {
  const { family, weight, unicodeRange } = webFaces[id]
  return rule({
    'font-family': `"${family}"`,
    'font-style': 'normal',
    'font-weight': weight,
    'font-display': 'swap',
    src: `url("${fontUrls[id]}") format("woff2")`,
    'unicode-range': kept ? unicodeRange : undefined,
  })
}

/** The preload links of a locale's pages: only the faces the text above the fold is set in, each file once. */
export function fontPreloadLinks(locale: Locale): string {
  return [...new Set(localeFonts[locale].preload.map((id) => fontUrls[id]))]
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
    .join('')
}
