import type { Locale } from '#i18n/locales.ts'

/**
 * The sizes of the headings inside long text (articles and the legal pages), whose body text is
 * about 18 px. Latin and Arabic headings are bold: a step up is enough. Urdu headings are set in
 * the one regular Nastaliq weight, so size alone must set them apart: h2 is 1.6 times the body
 * text and h3 1.35 times, as Urdu books and newspapers set their subheadings.
 */
export const proseHeadingSizes: Record<Locale, { h2: string; h3: string; h4: string }> = {
  en: { h2: '1.5rem', h3: '1.25rem', h4: '1.1rem' },
  ar: { h2: '1.5rem', h3: '1.25rem', h4: '1.1rem' },
  ur: { h2: '1.8rem', h3: '1.5rem', h4: '1.25rem' },
}
