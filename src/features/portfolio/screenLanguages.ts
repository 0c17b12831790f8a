import type { ProjectScreen, ScreenLanguage } from '#config/portfolioProjects.ts'
import type { Locale } from '#i18n/locales.ts'

/**
 * The languages a picture's caption names on a page in `locale`: none when the screen is in that
 * language alone; otherwise all of them, the main one first. A bilingual screen is named whole,
 * also where the reader's language is one of its two (the fashion store's English storefront and
 * Urdu order message): the caption says the other script is the product's, not a mistake.
 */
export function captionLanguages(screen: Pick<ProjectScreen, 'languages'>, locale: Locale): readonly ScreenLanguage[] {
  return screen.languages.every((language) => language === locale) ? [] : screen.languages
}
