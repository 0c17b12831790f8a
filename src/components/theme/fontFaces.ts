import { type Locale, locales } from '#i18n/locales.ts'
import { arabicUnicodeRange } from './arabicCharacters.ts'
import { latinUnicodeRange, rtlLatinUnicodeRange } from './latinCharacters.ts'
import { urduUnicodeRange } from './urduCharacters.ts'

// The site's web fonts. Every face ships with the site (none loads from a CDN), with
// font-display: swap and a metric-matched fallback face (fontFallbacks.json, written by
// `npm run fonts`), so the text painted before the font arrives takes the same room after.

export type FaceId =
  | 'inter-latin-400'
  | 'inter-latin-700'
  | 'inter-rtl-400'
  | 'inter-rtl-700'
  | 'plex-arabic-400'
  | 'plex-arabic-700'
  | 'nastaliq-400'

export interface WebFace {
  family: string
  weight: 400 | 700
  /** unicode-range keeps each face to its own script: Latin words on an Arabic page are set in Inter. */
  unicodeRange: string
  /** The script whose text sizes the fallback (its average advance is measured on that text). */
  script: 'latin' | 'arabic'
  /** The file, from the repository root. */
  file: string
}

const fontsource = (file: string) => `node_modules/@fontsource/${file}`

export const webFaces: Record<FaceId, WebFace> = {
  'inter-latin-400': {
    family: 'Inter',
    weight: 400,
    unicodeRange: latinUnicodeRange,
    script: 'latin',
    file: fontsource('inter/files/inter-latin-400-normal.woff2'),
  },
  'inter-latin-700': {
    family: 'Inter',
    weight: 700,
    unicodeRange: latinUnicodeRange,
    script: 'latin',
    file: fontsource('inter/files/inter-latin-700-normal.woff2'),
  },
  // Both weights of Latin on Arabic and Urdu pages come from one variable file: one request. Each
  // weight keeps its own rule (and its own fallback faces); the browser sets the file's weight
  // axis to the rule's weight and fetches the file once.
  'inter-rtl-400': {
    family: 'Inter',
    weight: 400,
    unicodeRange: rtlLatinUnicodeRange,
    script: 'latin',
    file: 'src/assets/fonts/inter-rtl.woff2',
  },
  'inter-rtl-700': {
    family: 'Inter',
    weight: 700,
    unicodeRange: rtlLatinUnicodeRange,
    script: 'latin',
    file: 'src/assets/fonts/inter-rtl.woff2',
  },
  // Arabic is set in a sans (decision 0010): its alef stands as tall as Inter's capitals, so Latin
  // words in Arabic text neither shrink nor jump out.
  'plex-arabic-400': {
    family: 'IBM Plex Sans Arabic',
    weight: 400,
    unicodeRange: arabicUnicodeRange,
    script: 'arabic',
    file: 'src/assets/fonts/ibm-plex-sans-arabic-ar-400.woff2',
  },
  'plex-arabic-700': {
    family: 'IBM Plex Sans Arabic',
    weight: 700,
    unicodeRange: arabicUnicodeRange,
    script: 'arabic',
    file: 'src/assets/fonts/ibm-plex-sans-arabic-ar-700.woff2',
  },
  // One Nastaliq weight: bold would cost as much again, and Urdu headings are set regular (0004).
  'nastaliq-400': {
    family: 'Noto Nastaliq Urdu',
    weight: 400,
    unicodeRange: urduUnicodeRange,
    script: 'arabic',
    file: 'src/assets/fonts/noto-nastaliq-urdu-urdu-400.woff2',
  },
}

interface LocaleFonts {
  /** The faces a page declares, its own script's first. */
  faces: readonly FaceId[]
  /**
   * The faces a page preloads: those the text above the fold is set in. Arabic headings are bold
   * and carry Latin ('Bayan Digital', years), so Arabic pages preload all their faces (three
   * files, 42 KB). Urdu pages preload theirs too (two files): every Urdu page's first screen has
   * the bold brand and Latin figures, and a face found only while the page is laid out starts
   * later, at the highest priority, which Lighthouse counts as holding back the first paint.
   */
  preload: readonly FaceId[]
}

export const localeFonts: Record<Locale, LocaleFonts> = {
  en: { faces: ['inter-latin-400', 'inter-latin-700'], preload: ['inter-latin-400', 'inter-latin-700'] },
  ar: {
    faces: ['plex-arabic-400', 'plex-arabic-700', 'inter-rtl-400', 'inter-rtl-700'],
    preload: ['plex-arabic-400', 'plex-arabic-700', 'inter-rtl-400', 'inter-rtl-700'],
  },
  ur: {
    faces: ['nastaliq-400', 'inter-rtl-400', 'inter-rtl-700'],
    preload: ['nastaliq-400', 'inter-rtl-400', 'inter-rtl-700'],
  },
}

/**
 * The face a note in this language is set in on another language's page: the note that offers the
 * page in that language (LanguageSuggestions). Without it, a phone with no Nastaliq of its own
 * drew the Urdu offer with empty boxes for ہ and ے.
 */
export const offerFace: Partial<Record<Locale, FaceId>> = { ar: 'plex-arabic-400', ur: 'nastaliq-400' }

/** The other languages' offer faces a locale's pages declare, never preloaded: fetched only when a note shows. */
export const offerFaces = (locale: Locale): FaceId[] =>
  locales.flatMap((other) => (other === locale ? [] : (offerFace[other] ?? [])))
