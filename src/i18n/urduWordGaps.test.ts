import { describe, expect, it } from 'vitest'
import { urduWordGaps } from './urduWordGaps.ts'

describe('Urdu word gaps', () => {
  it('widens the gap Nastaliq closes: any word before an initial پ', () => {
    expect(urduWordGaps('ہم ہر پیغام کا جواب')).toBe('ہم ہر\u2009 پیغام کا جواب')
    expect(urduWordGaps('ہوم پیج')).toBe('ہوم\u2009 پیج')
    expect(urduWordGaps('واٹس\u00a0ایپ پر پیغام')).toBe('واٹس\u00a0ایپ\u2009 پر\u2009 پیغام')
  })

  it('leaves every other gap, and Latin text, as it is', () => {
    expect(urduWordGaps('کا جواب دیتے ہیں')).toBe('کا جواب دیتے ہیں')
    // Before ب and ن, and after ے, the ink keeps its gap: doubled, it read as a double space.
    expect(urduWordGaps('آگے بڑھائیں')).toBe('آگے بڑھائیں')
    expect(urduWordGaps('ہم نے')).toBe('ہم نے')
    expect(urduWordGaps('Bayan Digital')).toBe('Bayan Digital')
  })
})
