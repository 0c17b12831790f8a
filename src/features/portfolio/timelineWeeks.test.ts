import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { timelineRanges, totalWeeks } from './timelineWeeks.ts'

describe('timelineRanges', () => {
  it('lays the steps end to end from week 1', () => {
    const steps = [
      { key: 'discovery', weeks: 2 },
      { key: 'design', weeks: 1 },
      { key: 'build', weeks: 5 },
      { key: 'launch', weeks: 2 },
    ] as const
    expect(timelineRanges(steps)).toEqual([
      { key: 'discovery', from: 1, to: 2 },
      { key: 'design', from: 3, to: 3 },
      { key: 'build', from: 4, to: 8 },
      { key: 'launch', from: 9, to: 10 },
    ])
    expect(totalWeeks(steps)).toBe(10)
  })

  it('ends every real project on its total week', () => {
    for (const project of portfolioProjects) {
      expect(timelineRanges(project.timeline).at(-1)?.to).toBe(totalWeeks(project.timeline))
    }
  })
})

describe('the timeline’s week labels', () => {
  const resources = loadLocaleFiles('locales')
  const weeks = (locale: 'en' | 'ar' | 'ur') =>
    createI18n(locale, resources).getFixedT(locale, 'caseStudies') as TFunction<'caseStudies'>

  it('in Urdu name a week by its number, and a span in the plural: a bare «ہفتہ 1» also reads as Saturday', () => {
    const t = weeks('ur')
    expect(t('page.weeks', { from: 1, to: 3 })).toBe('ہفتے 1 تا 3')
    expect(t('page.week', { from: 8 })).toBe('ہفتہ نمبر 8')
  })

  it('in English and Arabic read as before', () => {
    expect(weeks('en')('page.weeks', { from: 4, to: 8 })).toBe('Weeks 4–8')
    expect(weeks('ar')('page.week', { from: 8 })).toBe('الأسبوع 8')
  })
})
