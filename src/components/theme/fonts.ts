import type { Locale } from '#i18n/locales.ts'
import { type FaceId, localeFonts, offerFace, webFaces } from './fontFaces.ts'
import generatedFallbacks from './fontFallbacks.json'
import type { FontFallbacks } from './fontFallbackTypes.ts'

export const fontFallbacks = generatedFallbacks as FontFallbacks

// What a platform without any of the fallbacks' local fonts sets the text in.
const systemFonts: Record<Locale, string[]> = {
  en: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'Arial', 'sans-serif'],
  ar: ['Tahoma', '"Segoe UI"', 'Arial', 'sans-serif'],
  // Tahoma lacks Urdu's ہ and ۔ (boxes where it is the first face with Arabic letters): the
  // Arabic-script faces phones and desktops commonly have come first.
  ur: [
    '"Jameel Noori Nastaleeq"',
    '"Noto Nastaliq Urdu"',
    '"Noto Naskh Arabic"',
    '"Noto Sans Arabic"',
    '"Segoe UI"',
    'Tahoma',
    'sans-serif',
  ],
}

/**
 * The faces of a few words in another language than the page's (the note offering Urdu on an
 * Arabic page): that language's own web face, declared on the page but fetched only when the note
 * shows, then the system's. Never the page's faces, which are cut to the page's letters and would
 * set part of a word in one face and the rest in another, breaking the joins between letters.
 */
export const offerFontStack = (locale: Locale) => {
  const face = offerFace[locale]
  return [...(face ? [quote(webFaces[face].family)] : []), ...systemFonts[locale]].join(', ')
}

/**
 * A language's name in the switcher on another language's page ('العربية' on an Urdu page): the
 * platform's faces for that script. The page's own faces would draw Arabic in Nastaliq, and
 * fetching the language's web face for one word costs more than the word is worth.
 */
export const systemFontStack = (locale: Locale) => systemFonts[locale].join(', ')

const quote = (family: string) => `"${family}"`
const unique = (names: string[]) => [...new Set(names)]

/**
 * The face stack of each locale: each web font (kept to its script by unicode-range) followed by
 * its metric-matched fallbacks (kept to the same range), then the system's fonts. While a web font
 * loads, its characters are set in the first fallback the platform has.
 *
 * A face's fallbacks come straight after it, before the next web font: while a face loads, the
 * first available font of the stack sets every line's baseline and half-leading. Listed after
 * Inter, Nastaliq's fallback lost that role to Inter, whose ascent and descent are half
 * Nastaliq's, and every Urdu line dropped its text by 0.3 em and lifted it again when the face
 * arrived: a layout shift of 0.02-0.03 on a slow connection (round-8 note; tests/fonts.spec.ts).
 */
export const fontStacks = Object.fromEntries(
  (Object.keys(localeFonts) as Locale[]).map((locale) => {
    const faces: readonly FaceId[] = localeFonts[locale].faces
    const families = unique([
      ...faces.flatMap((id) =>
        [webFaces[id].family, ...fontFallbacks[id].map((fallback) => fallback.family)].map(quote),
      ),
      ...systemFonts[locale],
    ])
    return [locale, families.join(', ')]
  }),
) as Record<Locale, string>

/**
 * The Latin faces of a locale alone: left-to-right snippets on Arabic and Urdu pages (phone
 * numbers, emails, URLs) are set in them, so their spaces are Inter's, not Nastaliq's hairlines.
 */
export const latinFontStacks = Object.fromEntries(
  (Object.keys(localeFonts) as Locale[]).map((locale) => {
    const faces = localeFonts[locale].faces.filter((id) => webFaces[id].script === 'latin')
    const families = unique([
      ...faces.map((id) => quote(webFaces[id].family)),
      ...faces.flatMap((id) => fontFallbacks[id].map((fallback) => quote(fallback.family))),
      'sans-serif',
    ])
    return [locale, families.join(', ')]
  }),
) as Record<Locale, string>
