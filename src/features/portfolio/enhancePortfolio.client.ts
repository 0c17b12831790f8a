import { enhanceCaseStudies } from './caseStudyDialog.client.ts'
import { enhanceProjectFilter } from './projectFilter.client.ts'

/** Everything the portfolio page does in the browser, on top of the shared layout. */
export function enhancePortfolio(): void {
  enhanceProjectFilter()
  enhanceCaseStudies()
}
