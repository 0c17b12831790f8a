import { defaultLocale, type Locale, locales } from './locales.ts'
import { localizePath } from './paths.ts'

export interface Alternate {
  /** A locale, or 'x-default' for the version a reader of any other language is sent to. */
  hreflang: Locale | 'x-default'
  /** The absolute URL of that version. */
  href: string
}

/**
 * The language versions of a page, for hreflang in its <head> and in sitemap.xml: one per locale
 * the page exists in (in the site's locale order), then x-default, the English version, when
 * there is one. Search engines ignore alternates that are not reciprocal, so a locale the page
 * lacks (an untranslated article) is never named.
 */
export function alternates(logicalPath: string, present: readonly Locale[], origin: string): Alternate[] {
  const href = (locale: Locale) => `${origin}${localizePath(logicalPath, locale)}`
  const versions: Alternate[] = locales
    .filter((locale) => present.includes(locale))
    .map((locale) => ({ hreflang: locale, href: href(locale) }))
  if (present.includes(defaultLocale)) versions.push({ hreflang: 'x-default', href: href(defaultLocale) })
  return versions
}
