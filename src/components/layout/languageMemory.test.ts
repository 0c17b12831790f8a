import { describe, expect, it } from 'vitest'
import { browserLanguage } from './languageMemory.client.ts'

describe('browserLanguage', () => {
  const published = ['en', 'ar', 'ur']

  it('takes the first browser language the site publishes, region ignored', () => {
    expect(browserLanguage(['ar-AE', 'en-GB'], published)).toBe('ar')
    expect(browserLanguage(['fr-FR', 'UR-pk', 'en'], published)).toBe('ur')
    expect(browserLanguage(['en-US', 'ar'], published)).toBe('en')
  })

  it('has nothing to suggest when no browser language is published', () => {
    expect(browserLanguage(['fr', 'de'], published)).toBeNull()
    expect(browserLanguage([], published)).toBeNull()
  })
})
