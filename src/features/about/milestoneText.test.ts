import { describe, expect, it } from 'vitest'
import { type MilestoneId, milestones } from '#config/milestones.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { milestoneText } from './milestoneText.ts'

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
    expect(english('founded').title).toBe('Bayan Digital is founded')
    expect(english('projects').title).toBe('80+ projects completed')
    expect(english('tools').title).toBe('ToolHarbor launches')
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
})
