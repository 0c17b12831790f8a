import { type PortfolioProject, portfolioProjects } from '#config/portfolioProjects.ts'

export { caseStudyPath } from '#config/portfolioProjects.ts'

export const projectBySlug = (slug: string): PortfolioProject | undefined =>
  portfolioProjects.find((project) => project.slug === slug)

export const projectById = (id: string): PortfolioProject | undefined =>
  portfolioProjects.find((project) => project.id === id)
