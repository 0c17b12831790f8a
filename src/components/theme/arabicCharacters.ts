import { type CodePointRange, unicodeRange } from './unicodeRanges.ts'

// The characters the Arabic font subset keeps: the Arabic alphabet with its marks and punctuation.
// Digits are Western in every locale (decision 0003) and are set in Inter, so the Arabic-Indic
// digits, the Persian and Urdu letters and the presentation forms are all cut: each weight of
// IBM Plex Sans Arabic drops from 43 to about 14 KB. `npm run fonts` cuts the files; a unit test
// (src/tooling/fonts.test.ts) fails when locales/ar uses a character outside this list.
export const arabicCodePointRanges: readonly CodePointRange[] = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // hamza and letters
  [0x0640, 0x0652], // tatweel, letters, harakat and shadda
  [0x200c, 0x200f], // joiners and direction marks
]

/** The CSS unicode-range of the subset. */
export const arabicUnicodeRange = unicodeRange(arabicCodePointRanges)
