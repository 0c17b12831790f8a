import { caseStudyProjects } from '#config/featuredProject.ts'
import type { PortfolioProject, ProjectScreen } from '#config/portfolioProjects.ts'
import type { Locale } from '#i18n/locales.ts'

export { caseStudyProjects } from '#config/featuredProject.ts'
export { caseStudyPath } from '#config/portfolioProjects.ts'

export const projectBySlug = (slug: string): PortfolioProject | undefined =>
  caseStudyProjects.find((project) => project.slug === slug)

export const projectById = (id: string): PortfolioProject | undefined =>
  caseStudyProjects.find((project) => project.id === id)

/** The screen a page in this language shows: the market's own where the product has one per language. */
export const screenIn = (project: PortfolioProject, locale: Locale): ProjectScreen =>
  project.screens?.[locale] ?? project.screen
