// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '#i18n/locales.ts'
import { renderInLocale } from '#testing/renderPage.tsx'
import { Hero } from './Hero.tsx'

// The number of projects lives in src/config; the highlight must stay grammatical for any value.
const config = vi.hoisted(() => ({ projectsCompleted: 80 }))
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

afterEach(cleanup)

function highlightFor(locale: Locale, projects: number): string {
  config.projectsCompleted = projects
  renderInLocale(<Hero />, { locale })
  return screen.getAllByRole('listitem')[0]?.textContent ?? ''
}

describe('the projects highlight on Home', () => {
  // Arabic: zero, one, two, few (3-10: plural), many (11-99: accusative singular), other (100: genitive singular).
  it.each([
    [0, 'لا مشاريع منجزة بعد'],
    [1, 'أكثر من مشروع واحد منجز'],
    [2, 'أكثر من مشروعين منجزين'],
    [3, 'أكثر من 3 مشاريع منجزة'],
    [11, 'أكثر من 11 مشروعًا منجزًا'],
    [80, 'أكثر من 80 مشروعًا منجزًا'],
    [100, 'أكثر من 100 مشروع منجز'],
  ])('in Arabic for %i projects reads «%s»', { timeout: 20_000 }, (projects, expected) => {
    expect(highlightFor('ar', projects)).toBe(expected)
  })

  it.each([
    ['en', 1, '1+ project completed'],
    ['en', 80, '80+ projects completed'],
    ['ur', 1, '1 سے زیادہ پروجیکٹ مکمل'],
    ['ur', 80, '80 سے زیادہ پروجیکٹس مکمل'],
  ] as const)('in %s for %i projects reads "%s"', (locale, projects, expected) => {
    expect(highlightFor(locale, projects)).toBe(expected)
  })
})
