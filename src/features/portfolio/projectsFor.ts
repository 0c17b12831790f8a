import { ownOfficeFirst } from '#components/contactInfo/primaryOffice.ts'
import { type PortfolioProject, portfolioProjects } from '#config/portfolioProjects.ts'
import type { Locale } from '#i18n/locales.ts'

/**
 * The grid's projects as a reader of the language sees them: their own market first (a UK buyer
 * meets the Birmingham portal and the London practice, an Urdu reader the Lahore restaurants),
 * the others in the configured order.
 */
export const projectsFor = (locale: Locale): PortfolioProject[] =>
  ownOfficeFirst(portfolioProjects, locale, (project) => project.market)
