import { describe, expect, it } from 'vitest'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { projectsFor } from './projectsFor.ts'

describe('projectsFor', () => {
  it.each([
    ['en', ['wholesalePortal', 'clinicSite']],
    ['ar', ['perfumeStore', 'pharmacyPos', 'propertySite']],
    ['ur', ['restaurantPos', 'fashionStore', 'schoolPortal']],
  ] as const)('puts the %s reader’s own market first', (locale, ownMarket) => {
    const ids = projectsFor(locale).map((project) => project.id)
    expect(ids.slice(0, ownMarket.length)).toEqual(ownMarket)
  })

  it.each(['en', 'ar', 'ur'] as const)('shows all eight projects once in %s', (locale) => {
    const ids = projectsFor(locale).map((project) => project.id)
    expect([...ids].sort()).toEqual(portfolioProjects.map((project) => project.id).sort())
  })
})
