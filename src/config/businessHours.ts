// Opening hours, as 24-hour local times; the page formats them for each locale. Every office keeps
// the same hours in its own time zone (offices.ts): Monday to Friday 9:00-18:00, Saturday
// 10:00-16:00, closed on Sunday. A day not listed here is a closed day, in every office.
export interface OpeningHours {
  /** ISO weekday numbers, 1 = Monday. */
  days: readonly [first: number, last: number]
  opens: string
  closes: string
}

export const businessHours: readonly OpeningHours[] = [
  { days: [1, 5], opens: '09:00', closes: '18:00' },
  { days: [6, 6], opens: '10:00', closes: '16:00' },
]
