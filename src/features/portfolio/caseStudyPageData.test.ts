import { describe, expect, it } from 'vitest'
import { company } from '#config/company.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { caseStudyPageData, caseStudyPrerenderEntries } from './caseStudyPageData.ts'

const tFor = (locale: (typeof locales)[number]) => getI18n(locale).getFixedT(locale, 'portfolio')

describe('case-study pages', () => {
  it('exist for every project in every locale, at /portfolio/<slug> under the locale prefix', () => {
    const urls = caseStudyPrerenderEntries(tFor).map((entry) => entry.url)
    expect(urls).toHaveLength(portfolioProjects.length * locales.length)
    expect(urls).toContain('/portfolio/perfume-oud-store')
    expect(urls).toContain('/ar/portfolio/perfume-oud-store')
    expect(urls).toContain('/ur/portfolio/school-parent-portal')
  })

  it('have unique slugs made of lowercase words and hyphens', () => {
    const slugs = portfolioProjects.map((project) => project.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it("take the project's name and outcome, in the page's language, for the title and description", () => {
    const data = caseStudyPageData('restaurant-pos', tFor('ar'))
    expect(data?.projectId).toBe('restaurantPos')
    expect(data?.meta.title).toBe(`${tFor('ar')('projectTexts.restaurantPos.name')} | ${company.name}`)
    expect(data?.meta.description).toBe(tFor('ar')('projectTexts.restaurantPos.outcome'))
  })

  it('refuse a slug no project has', () => {
    expect(caseStudyPageData('no-such-project', tFor('en'))).toBeNull()
  })
})
