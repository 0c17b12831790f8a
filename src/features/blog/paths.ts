// The blog's logical paths (shared by every locale; localizePath adds /ar or /ur).
export const blogPath = '/blog'
export const feedPath = '/blog/feed.xml'

export const articlePath = (slug: string) => `${blogPath}/${slug}`

/** Page 1 is /blog itself: /blog/page/1 is never published. */
export const listPagePath = (page: number) => (page <= 1 ? blogPath : `${blogPath}/page/${page}`)

/** The page number of a list URL, or null when the path is not a list page (including /blog/page/1). */
export function parseListPath(logicalPath: string): number | null {
  if (logicalPath === blogPath) return 1
  const match = /^\/blog\/page\/([1-9][0-9]*)$/.exec(logicalPath)
  if (!match) return null
  const page = Number(match[1])
  return page >= 2 ? page : null
}
