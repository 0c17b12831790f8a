import {
  type PortfolioCategory,
  type PortfolioProject,
  portfolioProjects,
  totalWeeks,
} from '#config/portfolioProjects.ts'
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

/**
 * The work that shows what a service delivers, read from the portfolio at build time so the page
 * can never state another figure than the case studies; undefined when there is none to show.
 */
export function serviceWork(id: ServiceId): ServiceWork | undefined {
  const category = serviceWorkCategories[id]
  if (!category) return undefined
  const projects = portfolioProjects.filter((project) => project.category === category)
  if (projects.length === 0) return undefined
  const weeks = projects.map((project) => totalWeeks(project.timeline))
  return { category, projects, fewestWeeks: Math.min(...weeks), mostWeeks: Math.max(...weeks) }
}

// The portfolio's filtered address (its filter keeps the category in ?category=);
// tests/services.spec.ts follows the link to prove it still lands.
export const portfolioCategoryPath = (category: PortfolioCategory) => `/portfolio?category=${category}`
