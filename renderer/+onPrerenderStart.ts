// https://vike.dev/onPrerenderStart
import type { PrerenderContext } from 'vike/types'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'

// Vike collects one pageContext per route (and one for the 404 page); each becomes one page
// per locale. A page whose own hook already gave one URL per locale it exists in (it sets
// availableLocales: blog articles and list pages) is kept as it is.
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    if ((pageContext as Partial<Vike.PageContext>).availableLocales) return [pageContext]
    const logicalPath = pageContext.is404 ? '/404' : pageContext.urlOriginal
    return locales.map((locale) => ({
      ...pageContext,
      urlOriginal: localizePath(logicalPath, locale),
      locale,
      logicalPath,
    }))
  })
  return { prerenderContext: { pageContexts } }
}
