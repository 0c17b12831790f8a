import { fontStacks } from '#components/theme/fonts.ts'
import type { Locale } from '#i18n/locales.ts'

// Each language's field is set as its readers will see it: the site's face for the script, and
// Nastaliq's generous line height (decision 0004), so a translator judges the real text.
const lineHeights: Record<Locale, number> = { en: 1.6, ar: 1.8, ur: 2.7 }
const sizes: Record<Locale, string> = { en: '1rem', ar: '1.05rem', ur: '1.1rem' }

/**
 * The style of a text field or a shown value in `locale`, whose element also carries `dir`. The
 * language's own direction is the base, isolated from what surrounds it: `plaintext` would take
 * each paragraph's direction from its first letter, and an Urdu sentence that opens with
 * `{{count}}` or a Latin brand name would then be laid out left to right, which readers never see.
 * Left-to-right runs inside (numbers, names, URLs) are ordered by the bidi algorithm as on the page.
 */
export function scriptStyle(locale: Locale) {
  return {
    fontFamily: fontStacks[locale],
    lineHeight: lineHeights[locale],
    fontSize: sizes[locale],
    unicodeBidi: 'isolate',
  } as const
}
