import type { OpeningHours } from '#config/businessHours.ts'

/** Whether an office is open at a moment, and when it next closes or opens, in its local time. */
export type OfficeStatus =
  | { open: true; closes: string }
  | { open: false; opens: string; isoWeekday: number; when: OpeningDay }

/** When a closed office opens next: a reader says "tomorrow", not the name of tomorrow. */
export type OpeningDay = 'today' | 'tomorrow' | 'later'

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** The ISO weekday (1 = Monday) and the minutes since midnight on the office's clock. */
export function localClock(timeZone: string, now: Date): { isoWeekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return {
    isoWeekday: weekdays.indexOf(part('weekday')) + 1,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  }
}

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  return hours * 60 + minutes
}

const hoursOn = (schedule: readonly OpeningHours[], isoWeekday: number) =>
  schedule.find(({ days: [first, last] }) => isoWeekday >= first && isoWeekday <= last)

/** The office's state at `now`: open until when, or closed until which day and time. */
export function officeStatus(schedule: readonly OpeningHours[], timeZone: string, now: Date): OfficeStatus | null {
  const { isoWeekday, minutes } = localClock(timeZone, now)
  const today = hoursOn(schedule, isoWeekday)
  if (today && minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes)) {
    return { open: true, closes: today.closes }
  }
  if (today && minutes < minutesOf(today.opens)) return { open: false, opens: today.opens, isoWeekday, when: 'today' }
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = ((isoWeekday - 1 + ahead) % 7) + 1
    const hours = hoursOn(schedule, day)
    if (hours) return { open: false, opens: hours.opens, isoWeekday: day, when: ahead === 1 ? 'tomorrow' : 'later' }
  }
  return null // never open: nothing to say
}
