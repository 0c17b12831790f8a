import type { Locale } from '#i18n/locales.ts'
import type { ContactFormState } from './contactFormState.ts'
import type { FormStrings } from './formStrings.ts'

// Where the server puts the form island, its data and the toasts' live region.
export const contactIslandId = 'contact-form-island'
export const contactIslandDataId = 'contact-form-data'
export const contactToastsId = 'contact-toasts'

/** What the browser needs to render the form exactly as the server did. */
export interface ContactIslandData {
  locale: Locale
  /** This locale's contact:form strings only. */
  strings: FormStrings
  contactForm?: ContactFormState
}

/** JSON safe inside <script type="application/json">: '<' can never close the element. */
export function serializeIslandData(data: ContactIslandData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
