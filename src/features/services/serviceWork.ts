import { caseStudyProjects } from '#config/featuredProject.ts'
import { type PortfolioCategory, type PortfolioProject, totalWeeks } from '#config/portfolioProjects.ts'
import { type ServiceWorkSource, serviceWorkSources } from '#config/serviceWork.ts'
import type { ServiceId } from './services.ts'

/** The shortest and longest of some case studies' timelines, in weeks from first workshop to launch. */
export interface WeekRange {
  fewestWeeks: number
  mostWeeks: number
}

const weekRange = (projects: readonly PortfolioProject[]): WeekRange => {
  const weeks = projects.map((project) => totalWeeks(project.timeline))
  return { fewestWeeks: Math.min(...weeks), mostWeeks: Math.max(...weeks) }
}

/** A service's case studies, and the shortest and longest of their timelines. */
export interface ServiceWork extends WeekRange {
  /** The service the work proves: its name in the timeline sentence is services:work.names.<id>. */
  serviceId: ServiceId
  /** The portfolio category the projects come from, when the service has one (the portfolio link). */
  category?: PortfolioCategory
  projects: readonly PortfolioProject[]
  /** The timelines of smaller work of the same kind shown under another service (web: the websites). */
  smaller?: WeekRange
}

// Projects a service names by id: they leave their category's service, so each shows once.
const namedIds: readonly string[] = Object.values(serviceWorkSources as Record<string, ServiceWorkSource>).flatMap(
  (source) => ('projectIds' in source ? source.projectIds : []),
)

/**
 * The projects a source names: its category's (less those named elsewhere), or the named ones, in
 * the portfolio's order. Every case study counts, the featured one too: Hearth & Loom is web
 * development's strongest proof (round-5 Arabic review: the service listed only the school portal).
 */
function projectsFrom(source: ServiceWorkSource): PortfolioProject[] {
  return caseStudyProjects.filter((project) =>
    'category' in source
      ? project.category === source.category && !namedIds.includes(project.id)
      : source.projectIds.includes(project.id),
  )
}

/**
 * The work that shows what a service delivers, read from the portfolio at build time so the page
 * can never state another figure than the case studies; undefined when there is none to show.
 */
export function serviceWork(id: ServiceId): ServiceWork | undefined {
  const source: ServiceWorkSource = serviceWorkSources[id]
  const projects = projectsFrom(source)
  if (projects.length === 0) return undefined
  const category = 'category' in source ? source.category : undefined
  const smallerIds = source.smallerIds ?? []
  const smaller = caseStudyProjects.filter((project) => smallerIds.includes(project.id))
  return {
    serviceId: id,
    category,
    projects,
    ...weekRange(projects),
    ...(smaller.length > 0 && { smaller: weekRange(smaller) }),
  }
}

/**
 * The portfolio filtered to a category: the query for its script and a shared address, the
 * fragment for the CSS that filters without JavaScript (#filter-pos is the :target), as the
 * portfolio's own filter links write it. Without the fragment, a browser without JavaScript
 * showed all eight projects (round-8 English review); tests/services.spec.ts follows the link
 * with and without JavaScript.
 */
export const portfolioCategoryPath = (category: PortfolioCategory) =>
  `/portfolio?category=${category}#filter-${category}`
