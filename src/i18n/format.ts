import { type Locale, localeInfo } from './locales.ts'

export function formatPercent(locale: Locale, percent: number): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, { style: 'percent', maximumFractionDigits: 1 }).format(
    percent / 100,
  )
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, { useGrouping: false }).format(value)
}

/** 'Monday', 'الاثنين', 'پیر' for an ISO weekday (1 = Monday). */
export function formatWeekday(locale: Locale, isoWeekday: number): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, isoWeekday))
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { weekday: 'long', timeZone: 'UTC' }).format(date)
}

/** '9:00 AM', '9:00 ص', '9:00 صبح' from '09:00': a 12-hour clock in each locale's words. */
export function formatTimeOfDay(locale: Locale, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const date = new Date(Date.UTC(2024, 0, 1, hours, minutes))
  // Urdu readers say صبح/شام (morning/evening), not the Latin AM/PM that ICU prints for ur-PK.
  const period = locale === 'ur' ? { dayPeriod: 'short' as const } : { hour12: true }
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    ...period,
  }).format(date)
}

/**
 * A time of day as a sentence says it, for opening hours and the open-now line: '9:00 AM' and
 * '9:00 ص' as the clock reads, and in Urdu the part of the day first and بجے after the hour,
 * 'صبح 9 بجے', 'شام 6:30 بجے' ("9:00 صبح" read as "9:00 AM" with a word swapped in). Its spaces
 * are no-break: 'شام / 6 بجے' split over two lines.
 */
export function formatHourOfDay(locale: Locale, hhmm: string): string {
  if (locale !== 'ur') return formatTimeOfDay(locale, hhmm)
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const parts = new Intl.DateTimeFormat(localeInfo[locale].intl, {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  const clock = minutes === 0 ? part('hour') : `${part('hour')}:${part('minute')}`
  // ICU's words for the part of the day (صبح، دوپہر، سہ پہر، شام، رات); بجے is "o'clock".
  return `${part('dayPeriod')} ${clock} بجے`.replaceAll(' ', '\u00a0')
}

/**
 * A message's time as a phone's chat app stamps it: '10:30' on a UK phone (a 24-hour clock; the
 * English reviewer of round 8 read '10:30 AM' as American), '10:30 ص' in Arabic, and in Urdu the
 * part of the day first, 'صبح 10:30' ('10:30 صبح' is '10:30 AM' with a word swapped in).
 */
export function formatChatTime(locale: Locale, hhmm: string): string {
  if (locale === 'en') return hhmm
  if (locale === 'ar') return formatTimeOfDay(locale, hhmm)
  const [clock = '', period = ''] = formatTimeOfDay(locale, hhmm).split(' ')
  return `${period} ${clock}`
}

/** 'January 2025' from '2025-01'. */
export function formatMonth(locale: Locale, yyyymm: string): string {
  const [year = 1970, month = 1] = yyyymm.split('-').map(Number)
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  )
}

/**
 * 'January 8, 2025', '8 يناير 2025', '8 جنوری 2025' from '2025-01-08' (Western digits). CLDR puts
 * a comma before the Urdu year ('8 جنوری، 2025') that Pakistani print does not (the Urdu reviewer,
 * round 5).
 */
export function formatDate(locale: Locale, isoDate: string): string {
  const date = new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
  return locale === 'ur' ? date.replace('، ', ' ') : date
}
