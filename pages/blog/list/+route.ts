// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { parseListPath } from '#features/blog/paths.ts'

// /blog is page 1; /blog/page/2, /blog/page/3 ... follow. /blog/page/1 is not a page (404), so
// the first page has one URL.
export function route(pageContext: PageContext) {
  const page = parseListPath(pageContext.urlPathname)
  return page === null ? false : { routeParams: { page: String(page) } }
}
