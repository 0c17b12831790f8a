import { describe, expect, it } from 'vitest'
import { formatReadingDuration } from './formatReadingDuration.ts'

describe('reading duration', () => {
  it('says the minutes in each language with Western digits and the right plural', () => {
    expect(formatReadingDuration('en', 6)).toBe('6 min')
    expect(formatReadingDuration('ar', 5)).toBe('5 دقائق')
    expect(formatReadingDuration('ar', 11)).toBe('11 دقيقة')
    expect(formatReadingDuration('ur', 6)).toBe('6 منٹ')
  })
})
