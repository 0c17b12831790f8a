import { defaultLocale, englishOnlyNamespaces, type Locale } from '#i18n/locales.ts'
import type { AllResources } from '#i18n/resources.ts'
import { brandNames } from './brandNames.ts'
import { flatten } from './flatten.ts'
import { placeholdersOf, withoutPlaceholders } from './placeholders.ts'

export type Resources = Partial<AllResources>

export type ProblemKind = 'missing' | 'extra' | 'placeholders' | 'identical' | 'type'

export interface Problem {
  kind: ProblemKind
  locale: Locale
  namespace: string
  key: string
  detail?: string
}

export interface NamespaceStatus {
  locale: Locale
  namespace: string
  keys: number
  problems: Problem[]
}

const letter = /\p{L}/u

function onlyBrandsLeft(value: string): boolean {
  let rest = withoutPlaceholders(value)
  for (const name of brandNames) rest = rest.split(name).join(' ')
  return !letter.test(rest)
}

/**
 * Compares every locale with English, namespace by namespace: keys missing or extra, values of
 * another type, placeholders that differ, and values left in English. `npm run i18n:check`
 * and the admin's translation status both read this.
 */
export function checkTranslations(resources: Resources, locales: readonly Locale[]): NamespaceStatus[] {
  const source = resources[defaultLocale] ?? {}
  const statuses: NamespaceStatus[] = []
  for (const locale of locales) {
    const target = resources[locale] ?? {}
    const namespaces = [...new Set([...Object.keys(source), ...Object.keys(target)])].sort()
    for (const namespace of namespaces) {
      if (locale !== defaultLocale && englishOnlyNamespaces.includes(namespace)) continue
      const english = flatten(source[namespace] ?? {})
      const translated = flatten(target[namespace] ?? {})
      const problems: Problem[] = []
      const report = (kind: ProblemKind, key: string, detail?: string) =>
        problems.push({ kind, locale, namespace, key, ...(detail ? { detail } : {}) })

      for (const [key, englishValue] of english) {
        if (!translated.has(key)) {
          report('missing', key)
          continue
        }
        const value = translated.get(key)
        if (typeof value !== 'string' || typeof englishValue !== 'string') {
          if (typeof value !== typeof englishValue)
            report('type', key, `${typeof value} instead of ${typeof englishValue}`)
          continue
        }
        const expected = placeholdersOf(englishValue).join(' ')
        const actual = placeholdersOf(value).join(' ')
        if (expected !== actual) report('placeholders', key, `has [${actual}], English has [${expected}]`)
        if (locale !== defaultLocale && value === englishValue && !onlyBrandsLeft(value)) report('identical', key)
      }
      for (const key of translated.keys()) if (!english.has(key)) report('extra', key)
      statuses.push({ locale, namespace, keys: translated.size, problems })
    }
  }
  return statuses
}
