import type { PageContext } from 'vike/types'
import type { Locale } from '#i18n/locales.ts'

/**
 * The logical path to offer in another locale: the same page; home from a missing one; the
 * section's first page ('/blog') from a page that has no translation in `target` (an article).
 */
export function equivalentPath(
  pageContext: Pick<PageContext, 'is404' | 'logicalPath' | 'availableLocales'>,
  target?: Locale,
): string {
  if (pageContext.is404) return '/'
  if (target && pageContext.availableLocales && !pageContext.availableLocales.includes(target)) {
    return `/${pageContext.logicalPath.split('/')[1] ?? ''}`
  }
  return pageContext.logicalPath
}
