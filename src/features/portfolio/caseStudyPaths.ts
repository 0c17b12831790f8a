import { featuredCaseStudy } from '#config/featuredProject.ts'
import { type PortfolioProject, type ProductScreen, portfolioProjects } from '#config/portfolioProjects.ts'
import type { Locale } from '#i18n/locales.ts'

export { caseStudyPath } from '#config/portfolioProjects.ts'

/**
 * Every project with a case-study page: the portfolio's eight, then the featured project, which
 * has a page like theirs but no card in the grid (the grid is portfolioProjects alone).
 */
export const caseStudyProjects: readonly PortfolioProject[] = [...portfolioProjects, featuredCaseStudy]

export const projectBySlug = (slug: string): PortfolioProject | undefined =>
  caseStudyProjects.find((project) => project.slug === slug)

export const projectById = (id: string): PortfolioProject | undefined =>
  caseStudyProjects.find((project) => project.id === id)

/** The screen a page in this language shows: the market's own where the product has one per language. */
export const screenIn = (project: PortfolioProject, locale: Locale): ProductScreen =>
  project.screens?.[locale] ?? project.screen
