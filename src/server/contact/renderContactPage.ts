import type { ContactField, ContactValues } from '#features/contact/contactSchema.ts'
import type { Locale } from '#features/i18n/locales.ts'
import { localizePath } from '#features/i18n/paths.ts'
import { contactLogicalPath } from './contactPage.ts'

export interface ContactFormState {
  values: ContactValues
  errors: Partial<Record<ContactField, string>>
}

/** Renders the contact page with the refused input and its errors; the HTML still has placeholders. */
export type RenderContactPage = (locale: Locale, contactForm: ContactFormState) => Promise<string>

/**
 * Vike's server renderer over the build: in production `vike/server` loads dist/server itself
 * (the build leaves an entry it imports on the first renderPage call).
 */
export const renderContactPageWithVike: RenderContactPage = async (locale, contactForm) => {
  const { renderPage } = await import('vike/server')
  const pageContext = await renderPage({ urlOriginal: localizePath(contactLogicalPath, locale), contactForm })
  const { httpResponse } = pageContext
  if (httpResponse?.statusCode !== 200) {
    throw new Error(`rendering the contact page failed with ${httpResponse?.statusCode ?? 'no response'}`)
  }
  return httpResponse.body
}
