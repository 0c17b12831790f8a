import type React from 'react'
import type { Locale } from '#features/i18n/locales.ts'

declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => React.JSX.Element
      /** Set once by +onBeforeRoute from the URL prefix; never from a cookie. */
      locale: Locale
      /** The path shared by every locale, e.g. '/services' for '/ar/services'. */
      logicalPath: string
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
    }
  }
}
