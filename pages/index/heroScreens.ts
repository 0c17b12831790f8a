import type { Locale } from '#i18n/locales.ts'
import type en from '#locales/en/caseStudies.json'

/**
 * A portfolio project the hero can show: one with a hero alt text in caseStudies:heroAlt, which
 * describes the hero's closer crops (a phone's screen), not the project's whole scene.
 */
type HeroProjectId = keyof (typeof en)['heroAlt']

/**
 * Which of the portfolio's projects the hero shows, per language: the reader's own market first
 * (an Arabic visitor's first picture is the Dubai oud store in Arabic, a Urdu visitor's the Lahore
 * restaurant till in Urdu), and never the featured project, which Home shows a screen further down.
 * `screen` names the hero's own closer crops of the project's scene (drawn by `npm run screens`
 * from scripts/product-screens/heroScenes.ts): `<screen>-wide` beside the text on a wide screen,
 * `<screen>-phone` under it on a phone, so that the screen's text can be read at either size.
 */
export const heroScreens: Record<Locale, { project: HeroProjectId; screen: string }> = {
  en: { project: 'clinicSite', screen: 'hero-clinic-site' },
  ar: { project: 'perfumeStore', screen: 'hero-perfume-store' },
  ur: { project: 'restaurantPos', screen: 'hero-restaurant-pos' },
}

/**
 * The crops' shapes (width by height): what the hero reserves, and the scenes' sizes in CSS pixels.
 * Wide: two phones or a laptop's corner at about 520 px. Phone: a portrait crop, about 360 px wide.
 */
export const heroScreenShapes = {
  wide: { width: 720, height: 600 },
  phone: { width: 480, height: 600 },
} as const

export type HeroScreenShape = keyof typeof heroScreenShapes
