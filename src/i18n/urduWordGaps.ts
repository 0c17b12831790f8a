/**
 * Nastaliq's initial پ reaches back under the word before it: even with Urdu's wider word space
 * (GlobalStyles) 'ہر پیغام' read 'ہرپیغام' (round-4 review). Measured in Chromium over the 5,660
 * word pairs of the interface (40 px, the site's word spacing), the ink gap before an initial پ
 * is 17 px at the median, against 19 to 28 px before every other letter; a doubled gap before ب,
 * ن or ی, or after ے, read as a stray double space (round-5 review), and so did a doubled gap
 * before پ itself (round 6): a no-break space took the gap to 32 px. So a space before پ, and only
 * there, gets a thin space before it (U+2009, which word-spacing leaves alone: about 0.12 to 0.2
 * em from the system's fonts, 5 to 8 px at 40 px), which brings it into the others' range: in the
 * articles as the Markdown becomes HTML, in every other string as i18next renders it
 * (createI18n), never in the translators' files.
 */
const tightPair = /([\u0621-\u06d3])( )(?=پ)/gu

export const urduWordGaps = (text: string) => text.replace(tightPair, '$1\u2009$2')

/** How a locale's rendered text is typeset beyond its translators' files: Urdu's word gaps, or nothing. */
export const typesetFor = (locale: string): ((text: string) => string) | undefined =>
  locale === 'ur' ? urduWordGaps : undefined
