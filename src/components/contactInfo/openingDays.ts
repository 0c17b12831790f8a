import type { TFunction } from 'i18next'
import type { OpeningHours } from '#config/businessHours.ts'
import { formatWeekday } from '#i18n/format.ts'
import type { Locale } from '#i18n/locales.ts'

/** 'Monday – Friday', or 'Saturday' for a period of one day, in the page's language. */
export function openingDays(t: TFunction, locale: Locale, [first, last]: OpeningHours['days']): string {
  return first === last
    ? formatWeekday(locale, first)
    : t('hours.dayRange', { first: formatWeekday(locale, first), last: formatWeekday(locale, last) })
}
