import { describe, expect, it } from 'vitest'
import { caseStudyProjects } from '#config/featuredProject.ts'
import { services } from './services.ts'
import { serviceWork } from './serviceWork.ts'

describe('each service’s work comes from the portfolio', () => {
  it('gives POS its two case studies and the shortest and longest of their timelines', () => {
    const work = serviceWork('pos')
    expect(work?.projects.map((project) => project.slug)).toEqual(['restaurant-pos', 'pharmacy-pos-inventory'])
    // Restaurant: 3 + 3 + 10 + 4 weeks; pharmacy: 3 + 3 + 12 + 4.
    expect([work?.fewestWeeks, work?.mostWeeks]).toEqual([20, 22])
  })

  it('gives custom software the trade ordering portal, which leaves web development the school portal and Hearth & Loom', () => {
    expect(serviceWork('software')?.projects.map((project) => project.id)).toEqual(['wholesalePortal'])
    expect(serviceWork('software')?.category).toBeUndefined()
    expect(serviceWork('web')?.projects.map((project) => project.id)).toEqual(['schoolPortal', 'hearthAndLoom'])
    expect(serviceWork('web')?.category).toBe('web')
  })

  it('shows every case study, the featured one too, under exactly one service', () => {
    const shown = services.flatMap(({ id }) => serviceWork(id)?.projects ?? [])
    expect(shown.map((project) => project.id).sort()).toEqual(caseStudyProjects.map((project) => project.id).sort())
  })
})
