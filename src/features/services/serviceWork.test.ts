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

  it('gives web development the websites’ weeks beside its platforms’, so a small job is not quoted 16 to 24', () => {
    const web = serviceWork('web')
    // The school portal 16 and Hearth & Loom 24; the dental clinic's site 8, the property site 12.
    expect([web?.fewestWeeks, web?.mostWeeks]).toEqual([16, 24])
    expect(web?.smaller).toEqual({ fewestWeeks: 8, mostWeeks: 12 })
    expect(serviceWork('pos')?.smaller).toBeUndefined()
  })

  it('shows every case study, the featured one too, under exactly one service', () => {
    const shown = services.flatMap(({ id }) => serviceWork(id)?.projects ?? [])
    expect(shown.map((project) => project.id).sort()).toEqual(caseStudyProjects.map((project) => project.id).sort())
  })
})
