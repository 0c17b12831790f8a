import { type PortfolioCategory, type PortfolioProject, portfolioProjects } from '#config/portfolioProjects.ts'
import { serviceWorkCategories } from '#config/serviceWork.ts'
import type { ServiceId } from './services.ts'

/** A service's case studies, and the shortest and longest of their timelines. */
export interface ServiceWork {
  category: PortfolioCategory
  projects: readonly PortfolioProject[]
  /** Weeks from the first workshop to launch: every step of a case study's timeline added up. */
  fewestWeeks: number
  mostWeeks: number
}

const projectWeeks = (project: PortfolioProject) => project.timeline.reduce((sum, step) => sum + step.weeks, 0)

/**
 * The work that shows what a service delivers, read from the portfolio at build time so the page
 * can never state another figure than the case studies; undefined when there is none to show.
 */
export function serviceWork(id: ServiceId): ServiceWork | undefined {
  const category = serviceWorkCategories[id]
  if (!category) return undefined
  const projects = portfolioProjects.filter((project) => project.category === category)
  if (projects.length === 0) return undefined
  const weeks = projects.map(projectWeeks)
  return { category, projects, fewestWeeks: Math.min(...weeks), mostWeeks: Math.max(...weeks) }
}

// The portfolio's own addresses (its filter keeps the category in ?category=, and each project
// has /portfolio/<slug>); tests/services.spec.ts follows both links to prove they still land.
export const portfolioCategoryPath = (category: PortfolioCategory) => `/portfolio?category=${category}`
export const caseStudyPath = (project: Pick<PortfolioProject, 'slug'>) => `/portfolio/${project.slug}`
