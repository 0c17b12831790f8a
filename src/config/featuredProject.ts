import type { ProductScreen } from './portfolioProjects.ts'

// The featured case study on Home and on the portfolio page: its results as measured for the
// client in the first year after launch against the year before (uptime and support: the service
// we run for it), and its product screen (rendered by `npm run screens`, like the portfolio's).
export const featuredProjectStats = {
  salesIncreasePercent: 150,
  fasterLoadPercent: 40,
  uptimePercent: 99.9,
  support: { hours: 24, days: 7 },
} as const

/**
 * One client, Hearth & Loom, whose one platform runs a storefront per market: each language's
 * reader sees the storefront in their language (the UK one in English with pounds, the UAE one in
 * Arabic with dirhams, right to left, the Pakistan one in Urdu with rupees), and the text says
 * they are the same brand's. The alt texts are caseStudies:featuredAlt in each language.
 */
export const featuredProjectScreens = {
  en: { name: 'featured-store' },
  ar: { name: 'featured-store-ar' },
  ur: { name: 'featured-store-ur' },
} as const satisfies Record<string, ProductScreen>
