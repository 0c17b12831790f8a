import { type Locale, localeInfo } from '#i18n/locales.ts'

/**
 * '6 min', '6 دقائق', '6 منٹ': ICU chooses the plural form (Arabic has six), so the translated
 * sentence around it needs no plural keys. English uses the short unit ('6 min read').
 */
export function formatReadingDuration(locale: Locale, minutes: number): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: locale === 'en' ? 'short' : 'long',
  }).format(minutes)
}
