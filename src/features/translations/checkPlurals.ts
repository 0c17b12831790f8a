import { type Check, keyFinding } from './checkContext.ts'
import type { Finding } from './findings.ts'
import { formsOf, pluralCategories, pluralGroups } from './plurals.ts'

/**
 * Every plural key of English must have exactly the translation's own CLDR categories: Arabic
 * zero, one, two, few, many and other; Urdu and English one and other.
 */
export const checkPlurals: Check = (context) => {
  const findings: Finding[] = []
  const needed = pluralCategories(context.locale)
  for (const [namespace, english] of Object.entries(context.english.namespaces)) {
    const target = context.target.namespaces[namespace]
    if (!target) continue
    for (const base of pluralGroups(english).keys()) {
      const forms = formsOf(target, base)
      for (const category of needed)
        if (!forms.has(category))
          findings.push(
            keyFinding(
              context,
              'plural-missing',
              namespace,
              `${base}_${category}`,
              `this language needs the form for ${category} (it has ${needed.join(', ')})`,
            ),
          )
      for (const category of forms.keys())
        if (!needed.includes(category))
          findings.push(
            keyFinding(
              context,
              'plural-extra',
              namespace,
              `${base}_${category}`,
              `this language has no ${category} form (only ${needed.join(', ')}); remove it`,
            ),
          )
    }
  }
  return findings
}
