import { businessHours } from '#config/businessHours.ts'
import { formatTimeOfDay, formatWeekday } from '#i18n/format.ts'
import { isLocale } from '#i18n/locales.ts'
import { officeStatus } from './officeStatus.ts'

/**
 * Fills each office's "Open now" / "Opens ... at ..." line (OfficeStatusLine.tsx) from the
 * visitor's clock. The prerendered page already shows the hours; this only adds the state.
 */
export function enhanceOfficeStatus(now = new Date()): void {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : 'en'
  for (const line of document.querySelectorAll<HTMLElement>('[data-office-status]')) {
    const status = line.dataset.timeZone ? officeStatus(businessHours, line.dataset.timeZone, now) : null
    if (!status) continue
    const template =
      (status.open ? line.dataset.open : status.today ? line.dataset.opensToday : line.dataset.opensOn) ?? ''
    line.textContent = template
      .replace('{time}', formatTimeOfDay(locale, status.open ? status.closes : status.opens))
      .replace('{day}', status.open ? '' : formatWeekday(locale, status.isoWeekday))
    line.dataset.state = status.open ? 'open' : 'closed'
    line.hidden = false
  }
}
