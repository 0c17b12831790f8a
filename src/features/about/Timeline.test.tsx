// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { company } from '#config/company.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { renderInLocale } from '#testing/renderPage.tsx'
import { Timeline } from './Timeline.tsx'

afterEach(cleanup)

// The specification's timeline: founded, projects completed, tools site launched, expansion.
const milestoneCount = 4

describe.each(locales)('the company timeline in %s', (locale) => {
  const t = getI18n(locale).t

  function renderTimeline() {
    renderInLocale(<Timeline />, { locale })
    const list = screen.getByRole('list', { name: t('about:timeline.heading') })
    return within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const time = item.querySelector('time') as HTMLTimeElement
        return { year: Number(time.dateTime), shown: time.textContent ?? '' }
      })
  }

  // The first render pays for MUI and Emotion warming up, which exceeds 5 s on a busy machine.
  it('starts with the founding year and runs forward in time', { timeout: 20_000 }, () => {
    const years = renderTimeline().map(({ year }) => year)
    expect(years).toHaveLength(milestoneCount)
    expect(years[0]).toBe(company.foundedYear)
    expect(years).toEqual([...years].sort((a, b) => a - b))
  })

  it('shows only the last milestone as still under way, the others as a plain year', () => {
    const milestones = renderTimeline()
    const last = milestones.pop()
    for (const { year, shown } of milestones) expect(shown).toBe(String(year))
    expect(last?.shown).toContain(String(last?.year))
    expect(last?.shown).not.toBe(String(last?.year))
  })
})
