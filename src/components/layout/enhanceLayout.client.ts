import { enhanceActionBar } from './actionBar.client.ts'
import { refreshCurrentYear } from './currentYear.client.ts'
import { enhanceLanguageMemory } from './languageMemory.client.ts'
import { enhanceMobileMenu } from './mobileMenu.client.ts'

/** Everything the shared header and footer do in the browser; no framework is shipped for it. */
export function enhanceLayout(): void {
  enhanceMobileMenu()
  enhanceActionBar()
  enhanceLanguageMemory()
  refreshCurrentYear()
}
