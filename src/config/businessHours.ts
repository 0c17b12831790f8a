// Opening hours, as 24-hour local times; the page formats them for each locale.
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
