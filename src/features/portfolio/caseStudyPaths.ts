import { type PortfolioProject, portfolioProjects } from '#config/portfolioProjects.ts'

/** The logical path of a project's own case-study page ('/portfolio/perfume-oud-store'). */
export const caseStudyPath = (project: Pick<PortfolioProject, 'slug'>) => `/portfolio/${project.slug}`

export const projectBySlug = (slug: string): PortfolioProject | undefined =>
  portfolioProjects.find((project) => project.slug === slug)

export const projectById = (id: string): PortfolioProject | undefined =>
  portfolioProjects.find((project) => project.id === id)
