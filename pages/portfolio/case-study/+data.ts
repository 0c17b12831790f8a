// https://vike.dev/data (server only: the browser gets the HTML)
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { caseStudyPageData } from '#features/portfolio/caseStudyPageData.ts'
import { getI18n } from '#i18n/getI18n.ts'

// Prerendering passes each page's data from +onBeforePrerenderStart; this runs in `vike dev`
// and for previews. An unknown slug is the 404 page.
export function data(pageContext: PageContextServer) {
  const { locale, routeParams } = pageContext
  const data = caseStudyPageData(routeParams.slug ?? '', getI18n(locale).getFixedT(locale, 'portfolio'))
  if (!data) throw render(404)
  return data
}
