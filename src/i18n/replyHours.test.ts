import { describe, expect, it, vi } from 'vitest'
import { createI18n } from './createI18n.ts'
import { loadLocaleFiles } from './loadLocaleFiles.server.ts'

const promise = vi.hoisted(() => ({ hours: 24 }))
vi.mock('#config/replyPromise.ts', () => ({ replyPromise: promise }))

const { replyHours } = await import('./replyHours.ts')
const resources = loadLocaleFiles('locales')
const say = (locale: 'en' | 'ar' | 'ur', hours: number) => {
  promise.hours = hours
  return replyHours(createI18n(locale, resources).t)
}

describe('the reply promise reads right for any number of hours', () => {
  it('in English', () => {
    expect(say('en', 1)).toBe('1 hour')
    expect(say('en', 24)).toBe('24 hours')
  })

  it('in Arabic: dual, 3-10 plural, 11-99 singular', () => {
    expect(say('ar', 1)).toBe('ساعة واحدة')
    expect(say('ar', 2)).toBe('ساعتين')
    expect(say('ar', 5)).toBe('5 ساعات')
    expect(say('ar', 24)).toBe('24 ساعة')
    expect(say('ar', 100)).toBe('100 ساعة')
  })

  it('in Urdu', () => {
    expect(say('ur', 1)).toBe('1\u00a0گھنٹے')
    expect(say('ur', 24)).toBe('24\u00a0گھنٹوں')
  })

  it('the sentences that promise it take the whole phrase', () => {
    promise.hours = 24
    const t = createI18n('ar', resources).t
    expect(t('channels:sent.text', { hours: replyHours(t) })).toContain('خلال 24 ساعة')
  })
})
