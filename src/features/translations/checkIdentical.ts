import { brandNames } from './brandNames.ts'
import { type Check, keyFinding } from './checkContext.ts'
import type { Finding } from './findings.ts'
import { withoutPlaceholders } from './placeholders.ts'
import { pluralGroups, splitPluralKey } from './plurals.ts'

const letter = /\p{L}/u

function onlyBrandsLeft(value: string): boolean {
  let rest = withoutPlaceholders(value)
  for (const name of brandNames) rest = rest.split(name).join(' ')
  return !letter.test(rest)
}

/** A value left in English (brand names, placeholders, digits and punctuation alone may stay). */
export const checkIdentical: Check = (context) => {
  const findings: Finding[] = []
  if (context.locale === 'en') return findings
  for (const [namespace, english] of Object.entries(context.english.namespaces)) {
    const target = context.target.namespaces[namespace]
    if (!target) continue
    const plurals = pluralGroups(english)
    for (const [key, value] of target) {
      if (typeof value !== 'string') continue
      const split = splitPluralKey(key)
      const forms = split && plurals.get(split[0])
      const sources = forms ? [...forms.values()] : [english.get(key)]
      if (sources.includes(value) && !onlyBrandsLeft(value))
        findings.push(keyFinding(context, 'identical', namespace, key, 'still the English text'))
    }
  }
  return findings
}
