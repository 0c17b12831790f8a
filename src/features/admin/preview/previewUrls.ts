import type { Locale } from '#i18n/locales.ts'
import type { PreviewKeys } from '../adminViews.ts'
import { highlightId } from './fallbackMarks.ts'

/**
 * The URL of one previewed page in one locale, as the preview frames and status links use it;
 * with `highlight` ('namespace:key') that string is outlined and the frame opens scrolled to it.
 */
export function previewFrameUrl(
  path: string,
  locale: Locale,
  keys: PreviewKeys = 'off',
  highlight?: string,
  edit = false,
): string {
  const query = new URLSearchParams({
    path,
    locale,
    keys,
    ...(highlight ? { highlight } : {}),
    ...(edit ? { edit: '1' } : {}),
  })
  return `/admin/preview/frame?${query}${highlight ? `#${highlightId}` : ''}`
}

/** The preview page showing a page in one locale (a string highlighted, from the to-do list). */
export function previewPageUrl(path: string, locale: Locale | 'all', highlight?: string): string {
  return `/admin/preview?${new URLSearchParams({ path, locale, ...(highlight ? { highlight } : {}) })}`
}
