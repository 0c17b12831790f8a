import type React from 'react'
import type { AdminView, PreviewKeys } from '#features/admin/adminViews.ts'
import type { ContactField, ContactValues } from '#features/contact/contactSchema.ts'
import type { Locale } from '#i18n/locales.ts'

declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => React.JSX.Element
      /** Set once by +onBeforeRoute from the URL prefix; never from a cookie. */
      locale: Locale
      /** The path shared by every locale, e.g. '/services' for '/ar/services'. */
      logicalPath: string
      /** Set by the server when staff render a page in the admin area (never prerendered). */
      adminView?: AdminView
      /**
       * Set by the server for an admin preview: fresh translations and drafts, a banner; `edit`
       * marks every string with its key for the in-context editor.
       */
      preview?: { keys: PreviewKeys; highlight?: string; edit?: boolean }
      /**
       * Set by the server when a form post without JavaScript is refused (422, or 429 with the
       * error on `message`): the visitor's input and the error translation keys, rendered again.
       */
      contactForm?: { values: ContactValues; errors: Partial<Record<ContactField, string>> }
      /**
       * The locales this page exists in, when not all of them (an article without a translation).
       * Set by the page's +onBeforePrerenderStart; hreflang alternates name only these.
       */
      availableLocales?: Locale[]
    }
    interface Config {
      /**
       * Where the page's title and description live: 'home' reads home:meta.title,
       * 'legal:privacy' reads legal:privacy.meta.title.
       */
      textKey?: string
      /** Keeps the page out of search results and the sitemap (the contact thank-you page). */
      noindex?: boolean
      /** 'admin' pages get the staff layout and are rendered on request (with noindex). */
      shell?: 'public' | 'admin'
    }
  }
}
