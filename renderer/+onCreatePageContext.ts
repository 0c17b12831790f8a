// https://vike.dev/onCreatePageContext
import type { PageContextServer } from 'vike/types'
import { splitLocale } from '#i18n/paths.ts'

// When a data hook throws render(404) (an unknown blog slug in `vike dev` or on a page rendered on
// request), Vike renders the error page from a pageContext made before routing, without what
// +onBeforeRoute added: take the locale from the URL prefix again, the same way.
export function onCreatePageContext(pageContext: PageContextServer) {
  if (pageContext.locale) return
  const { locale, logicalPath } = splitLocale(pageContext.urlPathname)
  Object.assign(pageContext, { locale, logicalPath })
}
