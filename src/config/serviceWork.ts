import type { PortfolioCategory } from './portfolioProjects.ts'

/**
 * Which portfolio category holds each service's work: the Services page links each service to
 * its projects and states how long they took, from their own timelines. A service with no
 * category (custom software has none of its own yet) shows neither, rather than borrowing
 * another service's projects.
 */
export const serviceWorkCategories = {
  web: 'web',
  software: undefined,
  pos: 'pos',
  wordpress: 'wordpress',
  shopify: 'shopify',
} as const satisfies Record<string, PortfolioCategory | undefined>
