import type { ContactFormState } from '#features/contact/contactFormState.ts'
import { contactPagePath } from '#features/contact/contactPagePath.ts'
import type { Locale } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { renderWithVike } from '../renderOnRequest.server.ts'

/** Renders the contact page with the refused input and its errors; the HTML still has placeholders. */
export type RenderContactPage = (locale: Locale, contactForm: ContactFormState) => Promise<string>

/** Vike's server renderer over the build (dist/server, kept by `keepDistServer`). */
export const renderContactPageWithVike: RenderContactPage = async (locale, contactForm) => {
  const page = await renderWithVike({ urlOriginal: localizePath(contactPagePath, locale), contactForm })
  if (page.statusCode !== 200) {
    throw new Error(`rendering the contact page failed with ${page.statusCode}`)
  }
  return page.body
}
