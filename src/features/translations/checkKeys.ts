import { englishOnlyNamespaces } from '#i18n/locales.ts'
import { type Check, keyFinding } from './checkContext.ts'
import type { Finding } from './findings.ts'
import { pluralGroups, splitPluralKey } from './plurals.ts'

/** Whether a key is a form of one of English's plural keys (checked by checkPlurals instead). */
export function isPluralForm(key: string, englishPlurals: Map<string, unknown>): boolean {
  const split = splitPluralKey(key)
  return split !== undefined && englishPlurals.has(split[0])
}

/** Keys English has and the translation lacks, keys it has that English lacks, values of another type. */
export const checkKeys: Check = (context) => {
  const findings: Finding[] = []
  const namespaces = new Set([...Object.keys(context.english.namespaces), ...Object.keys(context.target.namespaces)])
  for (const namespace of [...namespaces].sort()) {
    if (englishOnlyNamespaces.includes(namespace)) continue
    const english = context.english.namespaces[namespace] ?? new Map<string, unknown>()
    const target = context.target.namespaces[namespace] ?? new Map<string, unknown>()
    const plurals = pluralGroups(english)
    for (const [key, value] of english) {
      if (isPluralForm(key, plurals)) continue
      if (!target.has(key))
        findings.push(keyFinding(context, 'missing', namespace, key, 'not translated: the page shows the English'))
      else if (typeof target.get(key) !== typeof value)
        findings.push(
          keyFinding(context, 'type', namespace, key, `${typeof target.get(key)} instead of ${typeof value}`),
        )
    }
    for (const key of target.keys()) {
      if (english.has(key) || isPluralForm(key, plurals)) continue
      findings.push(keyFinding(context, 'extra', namespace, key, 'English has no such key: the site never shows it'))
    }
  }
  return findings
}
