/**
 * Nastaliq's final ر, ڑ, ز, ژ, ں, م and ے sweep left under the next word, and an initial of the
 * ب family (پ, ب, ت, ٹ, ث, ن), ی or ئ reaches back to meet them: even with Urdu's wider word space
 * (GlobalStyles) 'ہر پیغام' read 'ہرپیغام' (reviews of November 2026). These pairs get a no-break
 * space before their space, a gap of two Urdu spaces: in the articles as the Markdown becomes
 * HTML, in every other Urdu string as i18next renders it (createI18n), never in the translators'
 * files. Glued to the word before it, it adds no place to break a line.
 */
const tightPair = /([رڑزژںمے])([ \u00a0])(?=[پبتٹثنیئ])/gu

export const urduWordGaps = (text: string) => text.replace(tightPair, '$1\u00a0$2')
