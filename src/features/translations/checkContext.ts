import type { Locale } from '#i18n/locales.ts'
import type { Finding, FindingPlace } from './findings.ts'
import type { Fingerprints } from './fingerprints.ts'
import type { Glossary } from './glossary.ts'
import { pluralGroups, splitPluralKey } from './plurals.ts'
import type { LocaleSources } from './sources.server.ts'

/** What each check is given: one translated locale beside English. */
export interface CheckContext {
  locale: Locale
  english: LocaleSources
  target: LocaleSources
  fingerprints: Fingerprints
  glossary: Glossary
}

export type Check = (context: CheckContext) => Finding[]

export function keyFinding(
  context: CheckContext,
  kind: Finding['kind'],
  namespace: string,
  key: string,
  detail: string,
  extra: Partial<Finding> = {},
): Finding {
  const place: FindingPlace = { type: 'key', namespace, key }
  return { kind, locale: context.locale, file: `${context.locale}/${namespace}.json`, place, detail, ...extra }
}

/** Whether a translator accepted this glossary or direction finding for the unit. */
export function isAccepted(context: CheckContext, unit: string, exception: string): boolean {
  return context.fingerprints[unit]?.accept?.includes(exception) === true
}

/** The unit a key belongs to: itself, or for a form of a plural key ('x_few'), that key ('x'). */
export function unitOfKey(context: CheckContext, namespace: string, key: string): string {
  const split = splitPluralKey(key)
  const english = context.english.namespaces[namespace]
  if (split && english && pluralGroups(english).has(split[0])) return `${namespace}:${split[0]}`
  return `${namespace}:${key}`
}
