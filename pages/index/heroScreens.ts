import type { Locale } from '#i18n/locales.ts'
import type en from '#locales/en/caseStudies.json'

/** A portfolio project's id, as its texts are keyed in caseStudies:projects. */
type ProjectId = keyof (typeof en)['projects']

/**
 * Which of the portfolio's projects the hero shows, per language: the reader's own market first
 * (an Arabic visitor's first picture is the Dubai oud store in Arabic, a Urdu visitor's the Lahore
 * restaurant till in Urdu), and never the featured project, which Home shows a screen further down.
 * `main` is the large screen, and the only one on a phone; `inset` overlaps it on wide screens.
 */
export const heroScreens: Record<Locale, { main: ProjectId; inset: ProjectId }> = {
  en: { main: 'clinicSite', inset: 'perfumeStore' },
  ar: { main: 'perfumeStore', inset: 'propertySite' },
  ur: { main: 'restaurantPos', inset: 'fashionStore' },
}
