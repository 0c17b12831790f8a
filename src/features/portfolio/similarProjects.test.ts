import { describe, expect, it } from 'vitest'
import { featuredCaseStudy } from '#config/featuredProject.ts'
import { caseStudyProjects } from './caseStudyPaths.ts'
import { similarProjects } from './similarProjects.ts'

const p = (id: string, category: string) => ({ id, category })

describe('similarProjects', () => {
  const all = [p('a', 'web'), p('b', 'pos'), p('c', 'web'), p('d', 'shop'), p('e', 'web'), p('f', 'pos')]

  it('puts the same category first, then the others, in the portfolio order', () => {
    expect(similarProjects(all[0] as (typeof all)[0], all).map((x) => x.id)).toEqual(['c', 'e', 'b'])
    expect(similarProjects(all[1] as (typeof all)[0], all).map((x) => x.id)).toEqual(['f', 'a', 'c'])
  })

  it('never suggests the project itself and respects the count', () => {
    expect(similarProjects(all[3] as (typeof all)[0], all, 5).map((x) => x.id)).toEqual(['a', 'b', 'c', 'e', 'f'])
    expect(similarProjects(all[3] as (typeof all)[0], all, 0)).toEqual([])
  })

  it('puts the projects a project names first, in its order, then its category', () => {
    const named: { id: string; category: string; similar?: readonly string[] } = {
      id: 'g',
      category: 'web',
      similar: ['d', 'b', 'g', 'missing'],
    }
    expect(similarProjects(named, [...all, named], 4).map((x) => x.id)).toEqual(['d', 'b', 'a', 'c'])
  })

  it('suggests for the featured project the online stores it names, none of them itself', () => {
    expect(similarProjects(featuredCaseStudy, caseStudyProjects).map((x) => x.id)).toEqual([
      'perfumeStore',
      'fashionStore',
      'wholesalePortal',
    ])
  })

  // Where each client is, and so which language its screens show (the featured platform sells in
  // all three markets and leads no group).
  const markets = {
    gulf: ['perfumeStore', 'pharmacyPos', 'propertySite'],
    pakistan: ['restaurantPos', 'fashionStore', 'schoolPortal'],
    uk: ['wholesalePortal', 'clinicSite'],
  }
  const suggested = (id: string) => {
    const project = caseStudyProjects.find((candidate) => candidate.id === id)
    if (!project) throw new Error(`no project ${id}`)
    return similarProjects(project, caseStudyProjects).map((x) => x.id)
  }

  it('suggests for the Dubai oud store more Gulf work in Arabic, never a Pakistani project', () => {
    expect(suggested('perfumeStore')).toEqual(['pharmacyPos', 'propertySite', 'hearthAndLoom'])
  })

  it('leads every project with two others from its own market', () => {
    for (const group of Object.values(markets)) {
      for (const id of group) {
        const sameMarket = group.filter((other) => other !== id)
        // The UK has two projects in the grid: the featured one, a British brand, is its second.
        const neighbours = sameMarket.length > 1 ? sameMarket : [...sameMarket, featuredCaseStudy.id]
        expect(suggested(id).slice(0, 2).sort(), id).toEqual(neighbours.sort())
      }
    }
  })

  it('names only projects that have a case study, never itself, three each', () => {
    const ids = caseStudyProjects.map((project) => project.id)
    for (const project of caseStudyProjects) {
      expect(project.similar, project.id).toHaveLength(3)
      for (const id of project.similar ?? []) {
        expect(ids, project.id).toContain(id)
        expect(id).not.toBe(project.id)
      }
    }
  })
})
