import { describe, expect, it } from 'vitest'
import { formatMonth, formatPercent, formatTimeOfDay, formatWeekday } from './format.ts'
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

  it('uses Western digits in every locale', () => {
    for (const locale of locales) {
      expect(formatPercent(locale, 99.9)).toMatch(/^\u200e?99\.9\u200e?%\u200e?$/)
      expect(formatMonth(locale, '2025-01')).toContain('2025')
    }
    expect(formatMonth('en', '2025-01')).toBe('January 2025')
  })
})
