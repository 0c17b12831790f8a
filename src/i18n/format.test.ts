import { describe, expect, it } from 'vitest'
import {
  formatChatTime,
  formatDate,
  formatHourOfDay,
  formatMonth,
  formatPercent,
  formatTimeOfDay,
  formatWeekday,
} from './format.ts'
import { locales } from './locales.ts'

describe('formatting', () => {
  it('writes business hours the way each audience reads them', () => {
    expect(formatTimeOfDay('en', '09:00')).toBe('9:00 AM')
    expect(formatTimeOfDay('en', '18:00')).toBe('6:00 PM')
    expect(formatTimeOfDay('ar', '09:00')).toBe('9:00 ص')
    expect(formatTimeOfDay('ur', '18:00')).toBe('6:00 شام')
    expect(formatWeekday('en', 1)).toBe('Monday')
    expect(formatWeekday('ar', 5)).toBe('الجمعة')
    expect(formatWeekday('ur', 6)).toBe('ہفتہ')
  })

  it('says an hour in Urdu as it is spoken: the part of the day, the hour, then بجے', () => {
    const spoken = (hhmm: string) => formatHourOfDay('ur', hhmm).replaceAll('\u00a0', ' ')
    expect(spoken('09:00')).toBe('صبح 9 بجے')
    expect(spoken('18:00')).toBe('شام 6 بجے')
    expect(spoken('16:00')).toBe('سہ پہر 4 بجے')
    // Minutes only when there are some.
    expect(spoken('09:30')).toBe('صبح 9:30 بجے')
    // One unit: no line breaks inside 'سہ پہر 4 بجے'.
    expect(formatHourOfDay('ur', '16:00')).not.toContain(' ')
    // English and Arabic read the clock as before.
    expect(formatHourOfDay('en', '09:00')).toBe('9:00 AM')
    expect(formatHourOfDay('ar', '18:00')).toBe('6:00 م')
  })

  it("stamps a chat message's time as each audience's phone does", () => {
    expect(formatChatTime('en', '10:30')).toBe('10:30')
    expect(formatChatTime('ar', '10:30')).toBe('10:30 ص')
    expect(formatChatTime('ur', '10:30')).toBe('صبح 10:30')
  })

  it('writes a date as each audience prints it: no comma before the Urdu year', () => {
    expect(formatDate('en', '2025-01-08')).toBe('January 8, 2025')
    expect(formatDate('ar', '2025-01-08')).toBe('8 يناير 2025')
    expect(formatDate('ur', '2025-01-18')).toBe('18 جنوری 2025')
  })

  it('uses Western digits in every locale', () => {
    for (const locale of locales) {
      expect(formatPercent(locale, 99.9)).toMatch(/^\u200e?99\.9\u200e?%\u200e?$/)
      expect(formatMonth(locale, '2025-01')).toContain('2025')
    }
    expect(formatMonth('en', '2025-01')).toBe('January 2025')
  })
})
