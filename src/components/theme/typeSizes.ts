import type { Locale } from '#i18n/locales.ts'

/**
 * Type sizes per script (decisions 0004 and 0010). MUI sizes its variants in rem times
 * fontSize / 14: Arabic body text is 18 px, Urdu 17.3 px on a phone. Nothing is smaller than the
 * script's minimum: captions, help text, labels and badges included (tests/fonts.spec.ts).
 */
export const typeSizes: Record<Locale, { base: number; minimum: number }> = {
  en: { base: 14, minimum: 12 },
  ar: { base: 15.75, minimum: 14 },
  ur: { base: 15.12, minimum: 15 },
}
