// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { splitLocale } from '#i18n/paths.ts'

// The locale comes from the URL prefix alone, so prerendering and hydration always agree.
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, logicalPath } = splitLocale(pageContext.urlParsed.pathname)
  return { pageContext: { locale, logicalPath, urlLogical: logicalPath } }
}
