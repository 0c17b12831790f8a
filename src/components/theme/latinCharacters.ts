import { type CodePointRange, unicodeRange } from './unicodeRanges.ts'

// Latin on Arabic and Urdu pages: digits (Western in every locale, decision 0003), names,
// addresses and a little punctuation. Arabic and Urdu pages load Inter cut to these characters,
// half the size of the full Latin file English pages use. A unit test fails when locales/ar or
// locales/ur uses another Latin character.
export const rtlLatinCodePointRanges: readonly CodePointRange[] = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // copyright sign
  [0x00ab, 0x00ab], // guillemets
  [0x00bb, 0x00bb],
  [0x2013, 0x2014], // dashes
  [0x2018, 0x2019], // quotation marks
  [0x201c, 0x201d],
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
]

/** The CSS unicode-range of the subset. */
export const rtlLatinUnicodeRange = unicodeRange(rtlLatinCodePointRanges)

/** The unicode-range of @fontsource's Latin files, which English pages use whole. */
export const latinUnicodeRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'
