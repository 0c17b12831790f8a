import type { PortfolioCategory } from './portfolioProjects.ts'

/**
 * Where the Services page finds the work that proves a service: a portfolio category (its
 * projects, and a link to the portfolio filtered to it), or, for a service with no category of
 * its own, projects named by their portfolio id (projectTexts.<id>), linked one by one. A project
 * named here shows under that service only, not under its category's too, so no project is
 * listed twice on the page.
 */
export type ServiceWorkSource = ({ category: PortfolioCategory } | { projectIds: readonly string[] }) & {
  /**
   * Smaller projects of the same kind that the portfolio files under another service (by id):
   * their timelines are given first, so a buyer of a small job does not read only the big ones.
   */
  smallerIds?: readonly string[]
}

export const serviceWorkSources = {
  // Web development's own projects are platforms (a parent portal, a store in three markets):
  // "16 to 24 weeks" alone sent away a retailer who wanted a website (round-9 English and Urdu
  // reviews). The two websites, filed under WordPress, say how long a site takes.
  web: { category: 'web', smallerIds: ['clinicSite', 'propertySite'] },
  // Custom software has no portfolio category, but the wholesaler's trade ordering portal is what
  // the service sells, as its case study tells: a system built around how the client orders and
  // invoices, tied both ways to its accounting software. The school's parent portal stays under
  // web development, so each of the two services shows a project of its own.
  software: { projectIds: ['wholesalePortal'] },
  pos: { category: 'pos' },
  wordpress: { category: 'wordpress' },
  shopify: { category: 'shopify' },
} as const satisfies Record<string, ServiceWorkSource>
