import { describe, expect, it } from 'vitest'
import { featuredCaseStudy, featuredProjectScreens } from '#config/featuredProject.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { locales } from '#i18n/locales.ts'
import { screenIn } from './caseStudyPaths.ts'
import { captionLanguages } from './screenLanguages.ts'

describe('captionLanguages', () => {
  it('names nothing when the screen is in the page’s language alone', () => {
    for (const locale of locales) expect(captionLanguages({ languages: [locale] }, locale)).toEqual([])
  })

  it('names the screen’s language when it is another', () => {
    expect(captionLanguages({ languages: ['ur'] }, 'en')).toEqual(['ur'])
    expect(captionLanguages({ languages: ['en'] }, 'ar')).toEqual(['en'])
    expect(captionLanguages({ languages: ['ar'] }, 'ur')).toEqual(['ar'])
  })

  it('names both languages of a bilingual screen, main one first, the reader’s own among them or not', () => {
    expect(captionLanguages({ languages: ['en', 'ur'] }, 'ar')).toEqual(['en', 'ur'])
    expect(captionLanguages({ languages: ['en', 'ur'] }, 'en')).toEqual(['en', 'ur'])
    expect(captionLanguages({ languages: ['en', 'ur'] }, 'ur')).toEqual(['en', 'ur'])
  })

  it('captions the Urdu till for English and Arabic readers, and not for Urdu ones', () => {
    const till = portfolioProjects.find((project) => project.id === 'restaurantPos')
    if (!till) throw new Error('no restaurant till')
    expect(locales.filter((locale) => captionLanguages(till.screen, locale).length > 0)).toEqual(['en', 'ar'])
  })

  it('never captions the featured storefront, which each language shows in its own', () => {
    for (const locale of locales) {
      expect(featuredProjectScreens[locale].languages).toEqual([locale])
      expect(captionLanguages(screenIn(featuredCaseStudy, locale), locale)).toEqual([])
    }
  })
})
