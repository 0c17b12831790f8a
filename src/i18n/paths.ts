import { defaultLocale, isLocale, type Locale } from './locales.ts'

/** Splits '/ar/services' into the locale and the path every locale shares ('/services'). */
export function splitLocale(pathname: string): { locale: Locale; logicalPath: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, logicalPath: `/${rest.join('/')}` }
  }
  return { locale: defaultLocale, logicalPath: pathname || '/' }
}

/** The URL path of a logical path in a locale: English unprefixed, '/ar' and '/ur' otherwise. */
export function localizePath(logicalPath: string, locale: Locale): string {
  if (locale === defaultLocale) return logicalPath
  return logicalPath === '/' ? `/${locale}` : `/${locale}${logicalPath}`
}
