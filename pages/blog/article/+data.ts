// https://vike.dev/data (server only: articles are read from disk; the browser gets the HTML)
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { articlesForPage } from '#features/blog/articlesForPage.server.ts'
import { articlePageData } from '#features/blog/pageData.server.ts'
import { getI18n } from '#i18n/getI18n.ts'

// Prerendering passes each article's data from +onBeforePrerenderStart; this runs in `vike dev`
// and for pages rendered on request. An unknown slug is the 404 page.
export function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const data = articlePageData(
    articlesForPage(pageContext),
    locale,
    routeParams.slug ?? '',
    getI18n(locale).getFixedT(locale, 'blog'),
  )
  if (!data) throw render(404)
  return data
}
