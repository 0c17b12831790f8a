import type { ProductScreen } from './portfolioProjects.ts'

// The featured case study on Home and on the portfolio page: its results as measured for the
// client, and its product screen (rendered by `npm run screens`, like the portfolio's).
export const featuredProjectStats = {
  salesIncreasePercent: 150,
  fasterLoadPercent: 40,
  uptimePercent: 99.9,
  support: { hours: 24, days: 7 },
} as const

/**
 * The featured platform's storefront as each language's reader would meet it: the UK shop in
 * English with pounds, the same platform in Arabic with dirhams (right to left), and in Urdu with
 * rupees, in Nastaliq. The alt texts are caseStudies:featuredAlt in each language.
 */
export const featuredProjectScreens = {
  en: { name: 'featured-store' },
  ar: { name: 'featured-store-ar' },
  ur: { name: 'featured-store-ur' },
} as const satisfies Record<string, ProductScreen>
