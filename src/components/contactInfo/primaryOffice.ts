import type { OfficeId } from '#config/offices.ts'
import type { Locale } from '#i18n/locales.ts'

/** The office a visitor reading each language most likely calls. */
export const primaryOfficeByLocale: Record<Locale, OfficeId> = {
  en: 'uk',
  ar: 'uae',
  ur: 'pk',
}
