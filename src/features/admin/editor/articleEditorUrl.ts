import type { Locale } from '#i18n/locales.ts'

/** The page that edits an article's file in one language. */
export function articleEditorUrl(slug: string, locale: Locale): string {
  return `/admin/translations/articles/${encodeURIComponent(slug)}?${new URLSearchParams({ locale })}`
}
