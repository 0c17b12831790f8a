import { type CodePointRange, inRanges, unicodeRange } from './unicodeRanges.ts'

// The characters the Urdu font subset maps: the Urdu alphabet with its marks, digits and
// punctuation. `npm run fonts` keeps only the glyphs the Urdu text really shapes to (decision
// 0004): 77 KB instead of 156. A unit test (src/tooling/fonts.test.ts) fails when locales/ur uses a
// character outside this list, or a word the subset would draw differently from the full font.
export const urduCodePointRanges: readonly CodePointRange[] = [
  [0x0020, 0x0020], // space
  [0x00a0, 0x00a0], // no-break space
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // hamza and letters
  [0x0640, 0x0655], // tatweel, letters, harakat
  [0x0660, 0x066c], // Arabic-Indic digits, percent and separators
  [0x0670, 0x0670], // superscript alef
  [0x0679, 0x0679], // tteh
  [0x067e, 0x067e], // peh
  [0x0686, 0x0686], // tcheh
  [0x0688, 0x0688], // ddal
  [0x0691, 0x0691], // rreh
  [0x0698, 0x0698], // jeh
  [0x06a9, 0x06a9], // keheh
  [0x06af, 0x06af], // gaf
  [0x06ba, 0x06ba], // noon ghunna
  [0x06be, 0x06be], // heh doachashmee
  [0x06c1, 0x06c3], // heh goal and its forms
  [0x06cc, 0x06cc], // farsi yeh
  [0x06d2, 0x06d4], // yeh barree and the Urdu full stop
  [0x06f0, 0x06f9], // Urdu digits
  [0x200c, 0x200f], // joiners and direction marks
  [0x2066, 0x2069], // direction isolates
]

export function isUrduFontCharacter(codePoint: number): boolean {
  return inRanges(urduCodePointRanges, codePoint)
}

/** The CSS unicode-range of the subset. */
export const urduUnicodeRange = unicodeRange(urduCodePointRanges)
