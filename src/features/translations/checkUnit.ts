import type { Locale } from '#i18n/locales.ts'
import { type Check, type CheckContext, keyFinding, unitOfKey } from './checkContext.ts'
import { checkDirection } from './checkDirection.ts'
import { checkGlossary } from './checkGlossary.ts'
import { checkIdentical } from './checkIdentical.ts'
import { checkKeys } from './checkKeys.ts'
import { checkPlaceholders } from './checkPlaceholders.ts'
import { checkPlurals } from './checkPlurals.ts'
import type { Finding, FindingKind } from './findings.ts'
import { pluralCategories, pluralGroups, splitPluralKey } from './plurals.ts'
import type { ArticleSource, LocaleSources } from './sources.server.ts'

// The checks of `npm run i18n:check` that judge a value as it is typed; whether a unit is
// outdated is a fact about the file, not about the value, so it is not among them.
const valueChecks: Check[] = [checkKeys, checkPlaceholders, checkPlurals, checkIdentical, checkGlossary, checkDirection]

/**
 * How a finding weighs while a translator edits: anything that breaks the page (placeholders,
 * tags, plural forms, a key English lacks, a value of another type) refuses the save; a value
 * still in English, a glossary or a direction finding is for the translator to judge.
 */
export function editSeverityOf(kind: FindingKind): 'error' | 'warning' {
  return kind === 'identical' || kind === 'glossary' || kind === 'direction' || kind === 'outdated'
    ? 'warning'
    : 'error'
}

/** Whether a key may exist in a locale: English has it, or it is a form the locale needs of an English plural key. */
export function isKnownKey(english: Map<string, unknown>, locale: Locale, key: string): boolean {
  if (english.has(key)) return true
  const split = splitPluralKey(key)
  return split !== undefined && pluralGroups(english).has(split[0]) && pluralCategories(locale).includes(split[1])
}

export interface UnitCheckInput {
  locale: Locale
  english: LocaleSources
  /** The locale as it is on disk; the proposed values replace its values. */
  target: LocaleSources
  fingerprints: CheckContext['fingerprints']
  glossary: CheckContext['glossary']
}

/**
 * The check of `npm run i18n:check`, on one unit's proposed values (key -> value, one namespace):
 * the findings of every unit the proposed keys belong to (a plural key with all its forms), as if
 * the values were in the file. For English, the values are checked against English as it is on
 * disk, so an edit cannot drop a placeholder the code passes.
 */
export function checkUnitValues(
  input: UnitCheckInput,
  namespace: string,
  values: Record<string, unknown>,
  /** Keys whose units are checked too though no value is proposed (a unit not yet translated). */
  alsoKeys: string[] = [],
): Finding[] {
  const english = input.english.namespaces[namespace] ?? new Map<string, unknown>()
  const merged = new Map(input.target.namespaces[namespace] ?? [])
  for (const [key, value] of Object.entries(values)) merged.set(key, value)
  const context: CheckContext = {
    locale: input.locale,
    english: { namespaces: { [namespace]: english }, articles: new Map() },
    target: { namespaces: { [namespace]: merged }, articles: new Map() },
    fingerprints: input.fingerprints,
    glossary: input.glossary,
  }
  const units = new Set([...Object.keys(values), ...alsoKeys].map((key) => unitOfKey(context, namespace, key)))
  const findings = valueChecks
    .flatMap((check) => check(context))
    .filter((finding) => finding.place.type === 'key' && units.has(unitOfKey(context, namespace, finding.place.key)))
  // checkKeys leaves English-only namespaces and plural forms alone, and never reports English
  // against itself: a key nobody may create is an error whatever the locale.
  // key nobody may create is an error whatever the locale, and so is a form that is not text.
  for (const [key, value] of Object.entries(values)) {
    const reported = (kind: string) =>
      findings.some((f) => f.place.type === 'key' && f.place.key === key && f.kind.endsWith(kind))
    if (!reported('extra') && !isKnownKey(english, input.locale, key))
      findings.push(keyFinding(context, 'extra', namespace, key, 'English has no such key: the site never shows it'))
    else if (typeof value !== 'string' && !reported('type'))
      findings.push(keyFinding(context, 'type', namespace, key, `${typeof value} instead of string`))
  }
  return findings
}

/** Glossary and direction findings of one article file as a translator would save it. */
export function checkArticleText(input: UnitCheckInput, article: ArticleSource): Finding[] {
  const context: CheckContext = {
    locale: input.locale,
    english: input.english,
    target: { namespaces: {}, articles: new Map([[article.slug, article]]) },
    fingerprints: input.fingerprints,
    glossary: input.glossary,
  }
  return [checkGlossary, checkDirection].flatMap((check) => check(context))
}
