import { describe, expect, it } from 'vitest'
import { company } from '#config/company.ts'
import { featuredCaseStudy } from '#config/featuredProject.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { caseStudyPageData, caseStudyPrerenderEntries } from './caseStudyPageData.ts'
import { caseStudyProjects } from './caseStudyPaths.ts'

const tFor = (locale: (typeof locales)[number]) => getI18n(locale).getFixedT(locale, 'portfolio')

describe('case-study pages', () => {
  it('exist for every project in every locale, at /portfolio/<slug> under the locale prefix', () => {
    const urls = caseStudyPrerenderEntries(tFor).map((entry) => entry.url)
    // The eight projects of the grid and the featured one, in three languages.
    expect(caseStudyProjects).toHaveLength(9)
    expect(urls).toHaveLength(caseStudyProjects.length * locales.length)
    expect(urls).toHaveLength(27)
    expect(urls).toContain('/portfolio/perfume-oud-store')
    expect(urls).toContain('/ar/portfolio/perfume-oud-store')
    expect(urls).toContain('/ur/portfolio/school-parent-portal')
  })

  it('include the featured project in every locale, without adding it to the grid of eight', () => {
    const urls = caseStudyPrerenderEntries(tFor).map((entry) => entry.url)
    expect(urls).toEqual(
      expect.arrayContaining([
        '/portfolio/hearth-and-loom',
        '/ar/portfolio/hearth-and-loom',
        '/ur/portfolio/hearth-and-loom',
      ]),
    )
    expect(portfolioProjects).toHaveLength(8)
    expect(portfolioProjects.map((project) => project.id)).not.toContain(featuredCaseStudy.id)
    const data = caseStudyPageData('hearth-and-loom', tFor('ur'))
    expect(data?.projectId).toBe('hearthAndLoom')
    expect(data?.meta.title).toBe(`${tFor('ur')('projectTexts.hearthAndLoom.name')} | ${company.name}`)
  })

  it('have unique slugs and ids, made of lowercase words and hyphens', () => {
    const slugs = caseStudyProjects.map((project) => project.slug)
    const ids = caseStudyProjects.map((project) => project.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it("take the project's name and outcome, in the page's language, for the title and description", () => {
    const data = caseStudyPageData('restaurant-pos', tFor('ar'))
    expect(data?.projectId).toBe('restaurantPos')
    expect(data?.meta.title).toBe(`${tFor('ar')('projectTexts.restaurantPos.name')} | ${company.name}`)
    expect(data?.meta.description).toBe(tFor('ar')('projectTexts.restaurantPos.outcome'))
  })

  it("give the project's name, as written, for the first line of the page's WhatsApp messages", () => {
    const data = caseStudyPageData('hearth-and-loom', tFor('ur'))
    expect(data?.whatsappTopic).toBe(tFor('ur')('projectTexts.hearthAndLoom.name'))
  })

  it('refuse a slug no project has', () => {
    expect(caseStudyPageData('no-such-project', tFor('en'))).toBeNull()
  })
})
