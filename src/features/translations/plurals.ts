import type { Locale } from '#i18n/locales.ts'

// Every CLDR plural category, in CLDR's order; i18next writes the form of `key` for one as `key_one`.
const allCategories: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']
const suffix = new RegExp(`^(.+)_(${allCategories.join('|')})$`)

/** 'projects_few' -> ['projects', 'few']; a key without a plural suffix -> undefined. */
export function splitPluralKey(key: string): [string, Intl.LDMLPluralRule] | undefined {
  const match = suffix.exec(key)
  return match ? [match[1] as string, match[2] as Intl.LDMLPluralRule] : undefined
}

/** The cardinal plural categories a language has, from the platform's CLDR data. */
export function pluralCategories(locale: Locale): Intl.LDMLPluralRule[] {
  const own = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  return allCategories.filter((category) => own.includes(category))
}

/**
 * Categories that stand for one number only (Arabic zero, one, two; English one): their form may
 * say the number in words ('مشروعان') and leave {{count}} out. Found by asking the platform's rules.
 */
export function singleNumberCategories(locale: Locale): Set<Intl.LDMLPluralRule> {
  const rules = new Intl.PluralRules(locale)
  const numbers = new Map<Intl.LDMLPluralRule, number>()
  for (let n = 0; n <= 1000; n++) {
    const category = rules.select(n)
    numbers.set(category, (numbers.get(category) ?? 0) + 1)
  }
  return new Set([...numbers].filter(([, count]) => count === 1).map(([category]) => category))
}

/**
 * The plural keys of English: base -> category -> text. A key counts as a plural form when its
 * base also has an `_other` form, as i18next needs one for every language.
 */
export function pluralGroups(keys: Map<string, unknown>): Map<string, Map<Intl.LDMLPluralRule, unknown>> {
  const groups = new Map<string, Map<Intl.LDMLPluralRule, unknown>>()
  for (const [key, value] of keys) {
    const split = splitPluralKey(key)
    if (!split || !keys.has(`${split[0]}_other`)) continue
    const group = groups.get(split[0]) ?? new Map()
    group.set(split[1], value)
    groups.set(split[0], group)
  }
  return groups
}

/** The forms a locale has for an English plural base. */
export function formsOf(keys: Map<string, unknown>, base: string): Map<Intl.LDMLPluralRule, unknown> {
  const forms = new Map<Intl.LDMLPluralRule, unknown>()
  for (const category of allCategories)
    if (keys.has(`${base}_${category}`)) forms.set(category, keys.get(`${base}_${category}`))
  return forms
}
