/**
 * What a locale's translation of one unit (a key, a plural key's forms, an article) was
 * confirmed against: a short hash of the English, that English itself (so the check can show
 * what changed), and the findings a translator accepted as intended.
 */
export interface Fingerprint {
  hash?: string
  en?: string
  /** 'glossary:<variant>' or 'direction:<run>', accepted with `npm run i18n -- accept`. */
  accept?: string[]
}

/** Unit id ('home:hero.title', 'blog/<slug>') -> its fingerprint. */
export type Fingerprints = Record<string, Fingerprint>

/** The name of each locale's fingerprint file: a dot file, so no loader takes it for a namespace. */
export const fingerprintFileName = '.translated-from.json'
