import type { ProductScreen } from './portfolioProjects.ts'

// The featured case study on Home and on the portfolio page: its results as measured for the
// client, and its product screen (rendered by `npm run screens`, like the portfolio's).
export const featuredProjectStats = {
  salesIncreasePercent: 150,
  fasterLoadPercent: 40,
  uptimePercent: 99.9,
  support: { hours: 24, days: 7 },
} as const

export const featuredProjectScreen: ProductScreen = { name: 'featured-store' }
