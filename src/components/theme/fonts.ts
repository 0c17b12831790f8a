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
 * The face stack of each locale: the web fonts (each kept to its script by unicode-range), then
 * their metric-matched fallbacks in the same order, then the system's fonts. While a web font
 * loads, its characters are set in the first fallback the platform has.
 */
export const fontStacks = Object.fromEntries(
  (Object.keys(localeFonts) as Locale[]).map((locale) => {
    const faces: readonly FaceId[] = localeFonts[locale].faces
    const families = unique([
      ...faces.map((id) => quote(webFaces[id].family)),
      ...faces.flatMap((id) => fontFallbacks[id].map((fallback) => quote(fallback.family))),
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
