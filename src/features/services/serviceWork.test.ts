import { describe, expect, it } from 'vitest'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { services } from './services.ts'
import { serviceWork } from './serviceWork.ts'

describe('each service’s work comes from the portfolio', () => {
  it('gives POS its two case studies and the shortest and longest of their timelines', () => {
    const work = serviceWork('pos')
    expect(work?.projects.map((project) => project.slug)).toEqual(['restaurant-pos', 'pharmacy-pos-inventory'])
    // Restaurant: 3 + 3 + 10 + 4 weeks; pharmacy: 3 + 3 + 12 + 4.
    expect([work?.fewestWeeks, work?.mostWeeks]).toEqual([20, 22])
  })

  it('gives custom software nothing, since no project is in a category of its own', () => {
    expect(serviceWork('software')).toBeUndefined()
  })

  it('shows every portfolio project under exactly one service', () => {
    const shown = services.flatMap(({ id }) => serviceWork(id)?.projects ?? [])
    expect(shown.map((project) => project.id).sort()).toEqual(portfolioProjects.map((project) => project.id).sort())
  })
})
