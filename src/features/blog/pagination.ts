export const postsPerPage = 6

/** How many list pages the posts fill; an empty blog still has its first page. */
export function pageCount(postCount: number, perPage = postsPerPage): number {
  return Math.max(1, Math.ceil(postCount / perPage))
}

/** The posts shown on a 1-based page. */
export function pageItems<T>(posts: readonly T[], page: number, perPage = postsPerPage): T[] {
  return posts.slice((page - 1) * perPage, page * perPage)
}
