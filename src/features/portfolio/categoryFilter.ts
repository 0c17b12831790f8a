// The portfolio filter as plain functions: the server counts with them, the browser script
// filters and keeps the choice in the URL with them. No DOM and no config here, so the script
// that imports this stays tiny and the rules are tested without a browser.

/** The filter that shows every project; it has no URL parameter of its own. */
export const showAll = 'all'
export const categoryParam = 'category'

/** The filter a query string asks for: one of `categories`, or 'all' for anything else. */
export function filterFromSearch<C extends string>(search: string, categories: readonly C[]): C | typeof showAll {
  const value = new URLSearchParams(search).get(categoryParam)
  return categories.find((category) => category === value) ?? showAll
}

/** The address that shares a filter: the same page with ?category=<filter>, or none for 'all'. */
export function urlForFilter(href: string, filter: string): string {
  const url = new URL(href)
  if (filter === showAll) url.searchParams.delete(categoryParam)
  else url.searchParams.set(categoryParam, filter)
  // The fragment of a filter link followed without JavaScript (#filter-pos) has done its work.
  if (url.hash.startsWith(`#${filterAnchorPrefix}`)) url.hash = ''
  return url.pathname + url.search + url.hash
}

/** The start of a filter link's fragment (ids.ts's filterAnchorId). */
export const filterAnchorPrefix = 'filter-'

export function isShown(category: string, filter: string): boolean {
  return filter === showAll || category === filter
}

/** How many of these project categories a filter shows. */
export function countShown(categories: readonly string[], filter: string): number {
  return categories.filter((category) => isShown(category, filter)).length
}
