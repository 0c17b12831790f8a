import { describe, expect, it, vi } from 'vitest'
import { type MilestoneId, milestones } from '#config/milestones.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { milestoneText } from './milestoneText.ts'

// The figures live in src/config; the timeline must stay grammatical for any value.
const config = vi.hoisted(() => ({ projectsCompleted: 80, toolCount: 200 }))
vi.mock('#config/company.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#config/company.ts')>()
  return {
    company: {
      ...original.company,
      get projectsCompleted() {
        return config.projectsCompleted
      },
    },
  }
})
vi.mock('#config/products.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#config/products.ts')>()
  return {
    ...original,
    toolsClaim: {
      get toolCount() {
        return config.toolCount
      },
    },
  }
})

function byId(id: MilestoneId) {
  const milestone = milestones.find((candidate) => candidate.id === id)
  if (!milestone) throw new Error(`no milestone ${id}`)
  return milestone
}

describe('milestone texts', () => {
  const english = (id: MilestoneId) => milestoneText(getI18n('en').getFixedT('en', 'about'), 'en', byId(id))

  it('says a milestone still under way continues past its year', () => {
    expect(english('founded').year).toBe('2023')
    expect(english('expansion').year).toBe('2025+')
  })

  it('fills in the figures from config', () => {
    expect(english('founded').title).toBe('Bayan Digital founded')
    expect(english('projects').title).toBe('80+ projects completed')
    expect(english('tools').title).toBe('ToolHarbor launched')
    expect(english('tools').description).toContain('200')
  })

  it.each(locales)('leaves no placeholder unfilled and writes years in Western digits in %s', (locale) => {
    const t = getI18n(locale).getFixedT(locale, 'about')
    for (const milestone of milestones) {
      const text = milestoneText(t, locale, milestone)
      expect(text.year).toContain(String(milestone.year))
      for (const value of Object.values(text)) expect(value).not.toMatch(/\{\{|\}\}/)
    }
  })

  const textFor = (locale: Locale, id: MilestoneId) =>
    milestoneText(getI18n(locale).getFixedT(locale, 'about'), locale, byId(id))

  // Arabic: zero, one, two, few (3-10), many (11-99), other (100).
  it.each([
    [0, 'لا مشاريع منجزة بعد', 'أطلقنا موقع أدواتنا المجانية عبر الإنترنت'],
    [1, 'أكثر من مشروع واحد منجز', 'بأكثر من أداة واحدة عبر الإنترنت'],
    [2, 'أكثر من مشروعين منجزين', 'بأكثر من أداتين عبر الإنترنت'],
    [3, 'أكثر من 3 مشاريع منجزة', 'بأكثر من 3 أدوات عبر الإنترنت'],
    [11, 'أكثر من 11 مشروعًا منجزًا', 'بأكثر من 11 أداة عبر الإنترنت'],
    [100, 'أكثر من 100 مشروع منجز', 'بأكثر من 100 أداة عبر الإنترنت'],
  ])('counts %i projects and tools in Arabic: «%s», «%s»', (count, projects, tools) => {
    config.projectsCompleted = count
    config.toolCount = count
    expect(textFor('ar', 'projects').title).toBe(projects)
    expect(textFor('ar', 'tools').description).toContain(tools)
  })

  it.each([
    ['en', 1, '1+ project completed', 'more than 1 online tool for'],
    ['en', 80, '80+ projects completed', 'more than 80 online tools for'],
    ['ur', 1, '1 سے زیادہ پروجیکٹ مکمل', '1 سے زیادہ آن لائن ٹول کے ساتھ'],
    ['ur', 80, '80 سے زیادہ پروجیکٹس مکمل', '80 سے زیادہ آن لائن ٹولز کے ساتھ'],
  ] as const)('counts in %s for %i: "%s", "%s"', (locale, count, projects, tools) => {
    config.projectsCompleted = count
    config.toolCount = count
    expect(textFor(locale, 'projects').title).toBe(projects)
    expect(textFor(locale, 'tools').description).toContain(tools)
  })
})
