import { describe, expect, it } from 'vitest'
import { featuredCaseStudy } from '#config/featuredProject.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
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
    expect(similarProjects(featuredCaseStudy, portfolioProjects).map((x) => x.id)).toEqual([
      'perfumeStore',
      'fashionStore',
      'wholesalePortal',
    ])
  })

  it('suggests for every real project its category partner first', () => {
    for (const project of portfolioProjects) {
      const [first] = similarProjects(project, portfolioProjects)
      expect(first?.category).toBe(project.category)
      expect(first?.id).not.toBe(project.id)
    }
  })
})
