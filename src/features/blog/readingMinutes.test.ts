import { describe, expect, it } from 'vitest'
import { countWords, readingMinutes } from './readingMinutes.ts'

describe('reading time', () => {
  it('counts words in every script, not punctuation or Markdown marks', () => {
    expect(countWords('## Speed is now a business requirement - really!')).toBe(7)
    expect(countWords('تطوير المواقع، والتجارة الإلكترونية.')).toBe(4)
    expect(countWords('ویب سائٹ کی رفتار اہم ہے۔')).toBe(6)
  })

  it('reads 200 English, 140 Arabic and 170 Urdu words a minute, at least one minute', () => {
    expect(readingMinutes('word '.repeat(1000), 'en')).toBe(5)
    expect(readingMinutes('كلمة '.repeat(700), 'ar')).toBe(5)
    expect(readingMinutes('لفظ '.repeat(850), 'ur')).toBe(5)
    expect(readingMinutes('short', 'en')).toBe(1)
  })
})
