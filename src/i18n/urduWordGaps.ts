/**
 * Nastaliq's final ر, ڑ, ز, ژ, ں, م and ے sweep left under the next word, and an initial of the
 * ب family (پ, ب, ت, ٹ, ث, ن), ی or ئ reaches back to meet them: even with Urdu's wider word space
 * (GlobalStyles) 'ہر پیغام' read 'ہرپیغام' and 'ہوم پیج' read 'ہومپیج' (reviews of November
 * 2026). A uniform space wide enough for these pairs left every other gap a hole, so these pairs
 * alone get a narrow no-break space (U+202F, set in Inter) before their space: a typesetter's
 * kerning, applied when the text is rendered, never written into the translators' files. Glued to
 * the word before it, it adds no place to break a line (a thin space did, and left words alone on
 * headings' last lines).
 */
const tightPair = /([رڑزژںمے])([ \u00a0])(?=[پبتٹثنیئ])/gu

export const urduWordGaps = (text: string) => text.replace(tightPair, '$1\u202f$2')
