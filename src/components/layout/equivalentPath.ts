import type { PageContext } from 'vike/types'

/** The logical path to offer in another locale: the same page, or home from a missing one. */
export function equivalentPath(pageContext: Pick<PageContext, 'is404' | 'logicalPath'>): string {
  return pageContext.is404 ? '/' : pageContext.logicalPath
}
