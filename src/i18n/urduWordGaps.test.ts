import { describe, expect, it } from 'vitest'
import { urduWordGaps } from './urduWordGaps.ts'

describe('Urdu word gaps', () => {
  it('widens the gaps Nastaliq closes: a sweeping final before a reaching initial', () => {
    expect(urduWordGaps('ہم ہر پیغام کا جواب')).toBe('ہم ہر\u00a0 پیغام کا جواب')
    expect(urduWordGaps('ہوم پیج')).toBe('ہوم\u00a0 پیج')
    expect(urduWordGaps('واٹس\u00a0ایپ پر پیغام')).toBe('واٹس\u00a0ایپ پر\u00a0 پیغام')
  })

  it('leaves every other gap, and Latin text, as it is', () => {
    expect(urduWordGaps('کا جواب دیتے ہیں')).toBe('کا جواب دیتے ہیں')
    expect(urduWordGaps('Bayan Digital')).toBe('Bayan Digital')
  })
})
