import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { readFingerprints } from '#features/translations/fingerprintFile.server.ts'
import { flatten } from '#features/translations/flatten.ts'
import { readGlossary } from '#features/translations/glossary.server.ts'
import type { TranslationSources } from '#features/translations/sources.server.ts'
import { englishOnlyNamespaces, locales } from '#i18n/locales.ts'

/**
 * What the check needs to judge one key, read as `readTranslationSources` reads it but for one
 * namespace only (no other namespace file, no article): the editor checks as the translator
 * types, so this is read often. A file that is not valid JSON fails with its path.
 */
export function readNamespaceSources(dir: string, namespace: string): TranslationSources {
  const texts = {} as TranslationSources['texts']
  const fingerprints = {} as TranslationSources['fingerprints']
  for (const locale of locales) {
    const file = path.join(dir, locale, `${namespace}.json`)
    const shown = existsSync(file) && (locale === 'en' || !englishOnlyNamespaces.includes(namespace))
    let namespaces: Record<string, Map<string, unknown>> = {}
    if (shown) {
      try {
        namespaces = { [namespace]: flatten(JSON.parse(readFileSync(file, 'utf8'))) }
      } catch (error) {
        throw new Error(`${file} is not valid JSON: ${(error as Error).message}`)
      }
    }
    texts[locale] = { namespaces, articles: new Map() }
    fingerprints[locale] = readFingerprints(dir, locale)
  }
  return { texts, fingerprints, glossary: readGlossary(dir) }
}
