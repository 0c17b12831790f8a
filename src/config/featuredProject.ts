import { type PortfolioProject, type ProjectScreen, portfolioProjects, timelineSteps } from './portfolioProjects.ts'

// The featured case study on Home and on the portfolio page: its results as measured for the
// client in the first year after launch against the year before (uptime and support: the service
// we run for it), and its product screen (rendered by `npm run screens`, like the portfolio's).
export const featuredProjectStats = {
  salesIncreasePercent: 150,
  fasterLoadPercent: 40,
  uptimePercent: 99.9,
  support: { hours: 24, days: 7 },
} as const

/** The client, by its own name (Latin in every language): the featured section leads with it. */
export const featuredClient = 'Hearth & Loom'

/**
 * One client, Hearth & Loom, whose one platform runs a storefront per market: each language's
 * reader sees the storefront in their language (the UK one in English with pounds, the UAE one in
 * Arabic with dirhams, right to left, the Pakistan one in Urdu with rupees), and the text says
 * they are the same brand's. The alt texts are caseStudies:projects.hearthAndLoom.alt in each
 * language, on Home and on the case study alike; they describe what the laptop's screen and the
 * phone crop (`phone`: the product panel, on a phone) both show.
 */
export const featuredProjectScreens = {
  en: { name: 'featured-store', phone: 'featured-store-phone', languages: ['en'] },
  ar: { name: 'featured-store-ar', phone: 'featured-store-ar-phone', languages: ['ar'] },
  ur: { name: 'featured-store-ur', phone: 'featured-store-ur-phone', languages: ['ur'] },
} as const satisfies Record<string, ProjectScreen>

/**
 * The featured project's own case study, /portfolio/hearth-and-loom, made like the portfolio's
 * (its texts under projectTexts.hearthAndLoom and caseStudies:projects.hearthAndLoom). It is not
 * one of portfolioProjects: the grid, its filter counts and "8 projects" stay as specified. Its
 * results are featuredProjectStats, shown as the featured section shows them, so it has no
 * metrics of its own.
 */
export const featuredCaseStudy: PortfolioProject = {
  id: 'hearthAndLoom',
  slug: 'hearth-and-loom',
  category: 'web',
  // York and Harrogate first; its Dubai Mall branch came later.
  market: 'uk',
  screen: featuredProjectScreens.en,
  screens: featuredProjectScreens,
  stack: [
    { name: 'Next.js', role: 'storefront' },
    { name: 'Node.js', role: 'backend' },
    { name: 'PostgreSQL', role: 'database' },
    { name: 'Cloudflare', role: 'hosting' },
  ],
  timeline: timelineSteps(3, 4, 14, 3),
  // The online stores and the ordering portal, before the school portal its category would pick.
  similar: ['perfumeStore', 'fashionStore', 'wholesalePortal'],
}

/**
 * Every project with a case-study page: the portfolio's eight, then the featured project, which
 * has a page like theirs but no card in the grid (the grid is portfolioProjects alone).
 */
export const caseStudyProjects: readonly PortfolioProject[] = [...portfolioProjects, featuredCaseStudy]
