import { businessHours } from '#config/businessHours.ts'
import { formatHourOfDay, formatWeekday } from '#i18n/format.ts'
import { isLocale } from '#i18n/locales.ts'
import { officeStatus } from './officeStatus.ts'

/**
 * Fills each office's "Open now" / "Opens ... at ..." line (OfficeStatusLine.tsx) from the
 * visitor's clock. The prerendered page already shows the hours; this only adds the state.
 *
 * A line is filled when its office comes near the screen, not as the page loads: the first date
 * format with a time zone loads the browser's zone data, 20 ms of main thread on a laptop and
 * four times that on a mid-range phone, and on a phone the offices sit below the form.
 */
export function enhanceOfficeStatus(now = () => new Date()): void {
  const lines = document.querySelectorAll<HTMLElement>('[data-office-status]')
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        const line = entry.target.querySelector<HTMLElement>('[data-office-status]')
        if (line) fillStatus(line, now())
      }
    },
    { rootMargin: '200px 0px' },
  )
  // The line itself stays hidden (and so never intersects) until it is filled: its office is watched.
  for (const line of lines) if (line.parentElement) observer.observe(line.parentElement)
}

function fillStatus(line: HTMLElement, now: Date): void {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : 'en'
  const status = line.dataset.timeZone ? officeStatus(businessHours, line.dataset.timeZone, now) : null
  if (!status) return
  const closed = { today: line.dataset.opensToday, tomorrow: line.dataset.opensTomorrow, later: line.dataset.opensOn }
  const template = (status.open ? line.dataset.open : closed[status.when]) ?? ''
  line.textContent = template
    .replace('{time}', formatHourOfDay(locale, status.open ? status.closes : status.opens))
    .replace('{day}', status.open ? '' : formatWeekday(locale, status.isoWeekday))
  line.dataset.state = status.open ? 'open' : 'closed'
  line.hidden = false
}
