import { fontStacks } from '#components/theme/fonts.ts'
import type { Locale } from '#i18n/locales.ts'

// Each language's field is set as its readers will see it: the site's face for the script, and
// Nastaliq's generous line height (decision 0004), so a translator judges the real text.
const lineHeights: Record<Locale, number> = { en: 1.6, ar: 1.8, ur: 2.7 }
const sizes: Record<Locale, string> = { en: '1rem', ar: '1.05rem', ur: '1.1rem' }

/**
 * The style of a text field or a shown value in `locale`: `plaintext` lets each paragraph take
 * its direction from its own first letter, so a Latin name or a number inside reads correctly.
 */
export function scriptStyle(locale: Locale) {
  return {
    fontFamily: fontStacks[locale],
    lineHeight: lineHeights[locale],
    fontSize: sizes[locale],
    unicodeBidi: 'plaintext',
  } as const
}
