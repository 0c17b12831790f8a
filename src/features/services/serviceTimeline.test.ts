import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { PortfolioProject } from '#config/portfolioProjects.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { serviceTimeline } from './serviceTimeline.ts'

const resources = loadLocaleFiles('locales')
const project = { id: 'restaurantPos' } as PortfolioProject

/** The sentence for `projects` POS projects that took from `fewest` to `most` weeks. */
function say(locale: 'en' | 'ar' | 'ur', projects: number, fewest: number, most: number) {
  const t = createI18n(locale, resources).getFixedT(locale, 'services') as TFunction<'services'>
  const work = {
    serviceId: 'pos',
    projects: Array(projects).fill(project),
    fewestWeeks: fewest,
    mostWeeks: most,
  } as const
  return serviceTimeline(t, work)
}

describe('the timeline sentence reads right for any number of projects and weeks', () => {
  it('in English: one figure when the projects agree, a range when they differ', () => {
    expect(say('en', 2, 20, 22)).toBe(
      'Our recent POS projects took 20 to 22 weeks from first workshop to launch. Your free quote includes a timeline for your own project.',
    )
    expect(say('en', 1, 12, 12)).toMatch(/^Our last POS project took 12 weeks from first workshop to launch\. /)
    expect(say('en', 3, 1, 1)).toMatch(/^Our recent POS projects took 1 week from/)
  })

  it('in Arabic: one, two and several projects; the noun after the last figure counted', () => {
    expect(say('ar', 2, 20, 22)).toBe(
      'استغرق تنفيذ مشروعينا الأخيرين في أنظمة نقاط البيع بين 20 و22 أسبوعًا، من ورشة العمل الأولى حتى الإطلاق. ويتضمّن عرض السعر المجاني جدولًا زمنيًا خاصًا بمشروعك.',
    )
    expect(say('ar', 1, 12, 12)).toContain('مشروعنا الأخير في أنظمة نقاط البيع 12 أسبوعًا،')
    expect(say('ar', 3, 3, 5)).toContain('مشاريعنا الأخيرة في أنظمة نقاط البيع بين 3 و5 أسابيع،')
    expect(say('ar', 11, 2, 2)).toContain('مشاريعنا الأخيرة في أنظمة نقاط البيع أسبوعين،')
    expect(say('ar', 2, 1, 1)).toContain('أسبوعًا واحدًا،')
    expect(say('ar', 2, 90, 100)).toContain('بين 90 و100 أسبوع،')
    expect(say('ar', 2, 90, 104)).toContain('بين 90 و104 أسابيع،')
  })

  it('for web development, the websites’ weeks first, then the platforms’, in each language', () => {
    const sizes = (locale: 'en' | 'ar' | 'ur') => {
      const t = createI18n(locale, resources).getFixedT(locale, 'services') as TFunction<'services'>
      const work = {
        serviceId: 'web',
        projects: [project, project],
        fewestWeeks: 16,
        mostWeeks: 24,
        smaller: { fewestWeeks: 8, mostWeeks: 12 },
      } as const
      return serviceTimeline(t, work)
    }
    expect(sizes('en')).toBe(
      'Our recent websites took 8 to 12 weeks from first workshop to launch; larger platforms, like those below, took 16 to 24 weeks. Your free quote includes a timeline for your own project.',
    )
    expect(sizes('ar')).toContain('مواقعنا الإلكترونية الأخيرة بين 8 و12 أسبوعًا،')
    expect(sizes('ar')).toContain('فاستغرقت بين 16 و24 أسبوعًا.')
    expect(sizes('ur')).toContain(
      'ہماری حالیہ ویب سائٹس 8 سے 12\u00a0ہفتوں میں مکمل ہوئیں، اور بڑے پلیٹ فارم، جیسے نیچے دیے گئے، 16 سے 24\u00a0ہفتوں میں۔',
    )
  })

  it('in Urdu: the weeks in the oblique case before میں', () => {
    expect(say('ur', 2, 20, 22)).toBe(
      'پہلی ورکشاپ سے لانچ تک، ہمارے حالیہ POS سسٹم پروجیکٹس 20 سے 22\u00a0ہفتوں میں مکمل ہوئے۔ مفت کوٹیشن میں آپ کے پروجیکٹ کی ٹائم لائن بھی شامل ہوتی ہے۔',
    )
    expect(say('ur', 1, 12, 12)).toMatch(
      /^پہلی ورکشاپ سے لانچ تک، ہمارا حالیہ POS سسٹم پروجیکٹ 12\u00a0ہفتوں میں مکمل ہوا۔ /,
    )
  })
})
