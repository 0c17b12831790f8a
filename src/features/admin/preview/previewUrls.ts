import type { Locale } from '#i18n/locales.ts'
import type { PreviewKeys } from '../adminViews.ts'

/** The URL of one previewed page in one locale, as the preview frames and status links use it. */
export function previewFrameUrl(path: string, locale: Locale, keys: PreviewKeys = 'off'): string {
  return `/admin/preview/frame?${new URLSearchParams({ path, locale, keys })}`
}

/** The preview page showing a page in one locale. */
export function previewPageUrl(path: string, locale: Locale | 'all'): string {
  return `/admin/preview?${new URLSearchParams({ path, locale })}`
}
