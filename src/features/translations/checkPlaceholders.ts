import { type Check, keyFinding } from './checkContext.ts'
import { isPluralForm } from './checkKeys.ts'
import type { Finding } from './findings.ts'
import { placeholdersOf } from './placeholders.ts'
import { formsOf, pluralCategories, pluralGroups, singleNumberCategories } from './plurals.ts'

const list = (tokens: string[]) => `[${tokens.join(' ')}]`

/**
 * Placeholders and tags must be English's: in a plain key, exactly; in every plural form, those of
 * English's forms, where a form that stands for one number only ('مشروعان' for 2) may leave
 * {{count}} out.
 */
export const checkPlaceholders: Check = (context) => {
  const findings: Finding[] = []
  const single = singleNumberCategories(context.locale)
  const own = pluralCategories(context.locale)
  for (const [namespace, english] of Object.entries(context.english.namespaces)) {
    const target = context.target.namespaces[namespace]
    if (!target) continue
    const plurals = pluralGroups(english)
    for (const [key, value] of target) {
      const source = english.get(key)
      if (typeof value !== 'string' || typeof source !== 'string' || isPluralForm(key, plurals)) continue
      const expected = placeholdersOf(source)
      const actual = placeholdersOf(value)
      if (expected.join(' ') !== actual.join(' '))
        findings.push(
          keyFinding(context, 'placeholders', namespace, key, `has ${list(actual)}, English has ${list(expected)}`),
        )
    }
    for (const [base, englishForms] of plurals) {
      const union = [
        ...new Set(
          [...englishForms.values()].flatMap((text) => (typeof text === 'string' ? placeholdersOf(text) : [])),
        ),
      ].sort()
      for (const [category, value] of formsOf(target, base)) {
        // A form the language does not have is reported by checkPlurals, not here.
        if (typeof value !== 'string' || !own.includes(category)) continue
        const actual = [...new Set(placeholdersOf(value))].sort()
        const expected =
          single.has(category) && !actual.includes('{{count}}') ? union.filter((t) => t !== '{{count}}') : union
        if (expected.join(' ') !== actual.join(' '))
          findings.push(
            keyFinding(
              context,
              'placeholders',
              namespace,
              `${base}_${category}`,
              `has ${list(actual)}, English has ${list(expected)}`,
            ),
          )
      }
    }
  }
  return findings
}
