import { caseStudyProjects } from '#config/featuredProject.ts'
import type { ProjectScreen } from '#config/portfolioProjects.ts'
import { captionLanguages } from '#features/portfolio/screenLanguages.ts'
import { type Locale, translations } from './site.ts'

/**
 * The line under a product screen on a page in `locale` ("Shown in Urdu", "Shown in
 * English and Urdu"), or null where the screen is in that language alone.
 */
export function languageLine(screen: ProjectScreen, locale: Locale): string | null {
  const t = translations(locale)
  const [first, second] = captionLanguages(screen, locale)
  const name = (language: string) => t(`portfolio:screenLanguage.names.${language}` as never)
  if (!first) return null
  return second
    ? t('portfolio:screenLanguage.two', { first: name(first), second: name(second) })
    : t('portfolio:screenLanguage.one', { language: name(first) })
}

/** Every such line a page in `locale` can show, from every case study's screens. */
export function allLanguageLines(locale: Locale): string[] {
  const screens = caseStudyProjects.flatMap((project) => [project.screen, ...Object.values(project.screens ?? {})])
  return [...new Set(screens.flatMap((screen) => languageLine(screen, locale) ?? []))]
}
