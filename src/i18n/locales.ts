// The three locales the site is published in; English is the default and lives at unprefixed paths.
export const locales = ['en', 'ar', 'ur'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export type Direction = 'ltr' | 'rtl'

interface LocaleInfo {
  dir: Direction
  /**
   * BCP 47 tag for Intl formatting. Digits are Western (latn) in every locale on purpose:
   * see docs/decisions/0003-digits-and-formats.md.
   */
  intl: string
  /** Open Graph locale. */
  og: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { dir: 'ltr', intl: 'en-US-u-nu-latn', og: 'en_GB' },
  ar: { dir: 'rtl', intl: 'ar-AE-u-nu-latn', og: 'ar_AE' },
  ur: { dir: 'rtl', intl: 'ur-PK-u-nu-latn', og: 'ur_PK' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Namespaces that exist in English only: the admin area is for staff and is in English. */
export const englishOnlyNamespaces: readonly string[] = ['admin']
