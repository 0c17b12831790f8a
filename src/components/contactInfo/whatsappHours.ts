import { businessHours } from '#config/businessHours.ts'
import type { Office } from '#config/offices.ts'
import { localClock, minutesOf } from './officeStatus.ts'

/** The UTC offset of a time zone on a day, in minutes ('GMT+04:00' → 240). */
function offsetMinutes(timeZone: string, day: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(day)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const [, sign, hours, minutes] = match
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
}

/** 'HH:MM' in one zone, on a day, as the clock reads in another zone. */
function convert(hhmm: string, day: Date, from: string, to: string): string {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + minutesOf(hhmm) * 60_000
  const { minutes } = localClock(to, new Date(wall - offsetMinutes(from, day) * 60_000))
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`
}

// A Monday in winter and one in summer: London's clocks differ by an hour between them, Dubai's not.
const winter = new Date(Date.UTC(2026, 0, 12))
const summer = new Date(Date.UTC(2026, 6, 13))

/**
 * The weekday hours of the office that answers WhatsApp, as the reader's own office's clock reads
 * them, in winter and in summer: Dubai's 9:00-18:00 is 5:00-14:00 in London (6:00-15:00 in
 * British Summer Time). Computed from the offices' hours and zones, so the note that says when
 * Dubai answers an English reader's message never claims more than the hours do.
 */
export function whatsappHoursFor(answering: Office, reader: Office) {
  const [weekdays] = businessHours
  if (!weekdays) throw new Error('No opening hours')
  const at = (day: Date) => ({
    opens: convert(weekdays.opens, day, answering.timeZone, reader.timeZone),
    closes: convert(weekdays.closes, day, answering.timeZone, reader.timeZone),
  })
  return { days: weekdays.days, winter: at(winter), summer: at(summer) }
}
