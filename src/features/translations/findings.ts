import type { Locale } from '#i18n/locales.ts'

/**
 * What the check reports, most urgent first: errors break a page or leave English on it, an
 * outdated translation was made from English that has changed since, and warnings (house terms,
 * text direction) are for a translator to judge.
 */
export const findingKinds = [
  'missing',
  'extra',
  'type',
  'placeholders',
  'plural-missing',
  'plural-extra',
  'identical',
  'outdated',
  'glossary',
  'direction',
] as const
export type FindingKind = (typeof findingKinds)[number]

export type Severity = 'error' | 'outdated' | 'warning'

export function severityOf(kind: FindingKind): Severity {
  if (kind === 'outdated') return 'outdated'
  if (kind === 'glossary' || kind === 'direction') return 'warning'
  return 'error'
}

/** Where a finding is: a key of a namespace file, or an article (with a line where one applies). */
export type FindingPlace =
  | { type: 'key'; namespace: string; key: string }
  | { type: 'article'; slug: string; line?: number; field?: string }

export interface Finding {
  kind: FindingKind
  locale: Locale
  /** The file, relative to the locales folder: 'ar/home.json', 'ur/blog/seo.md'. */
  file: string
  place: FindingPlace
  /** What is wrong, in words for the translator. */
  detail: string
  /** Outdated: the English the translation was confirmed against, and the English now. */
  before?: string
  after?: string
  /** Glossary and direction: what `npm run i18n -- accept` records to keep this one. */
  exception?: string
}

/** 'home:hero.title' or 'blog/seo-best-practices-2025': how the CLI and the fingerprints name a unit. */
export function unitId(place: FindingPlace): string {
  return place.type === 'key' ? `${place.namespace}:${place.key}` : `blog/${place.slug}`
}
