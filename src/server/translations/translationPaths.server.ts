import { existsSync } from 'node:fs'
import path from 'node:path'
import { englishOnlyNamespaces, isLocale, type Locale } from '#i18n/locales.ts'

/**
 * The only files an edit may touch, named from allow-listed parts: a locale of the three, a
 * namespace that English has as en/<ns>.json, an article slug English or that locale has. Nothing
 * a request sends is joined into a path before it passed these.
 */
const namespacePattern = /^[A-Za-z][A-Za-z0-9]*$/
const slugPattern = /^[a-z0-9-]+$/
// A flattened key: dotted words, as the locale files have them (no slashes, no '..').
const keyPattern = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/

export class RefusedEdit extends Error {
  readonly statusCode: 400 | 404

  constructor(message: string, statusCode: 400 | 404 = 400) {
    super(message)
    this.name = 'RefusedEdit'
    this.statusCode = statusCode
  }
}

export function editableLocale(value: unknown): Locale {
  if (!isLocale(value)) throw new RefusedEdit(`${String(value)}: not a language of the site (en, ar, ur)`)
  return value
}

/** 'common:projects_few' -> its namespace and key, both checked against the patterns. */
export function splitFullKey(fullKey: string): { namespace: string; key: string } {
  const colon = fullKey.indexOf(':')
  const namespace = fullKey.slice(0, colon)
  const key = fullKey.slice(colon + 1)
  if (colon < 1 || !namespacePattern.test(namespace) || !keyPattern.test(key))
    throw new RefusedEdit(`${fullKey}: not a key (namespace:key.path)`)
  return { namespace, key }
}

/** The namespace file of a locale; English must have the namespace, and so must the locale's folder. */
export function namespaceFile(dir: string, locale: Locale, namespace: string): string {
  if (!namespacePattern.test(namespace)) throw new RefusedEdit(`${namespace}: not a namespace`)
  if (!existsSync(path.join(dir, 'en', `${namespace}.json`)))
    throw new RefusedEdit(`${namespace}: English has no such namespace`, 404)
  if (locale !== 'en' && englishOnlyNamespaces.includes(namespace))
    throw new RefusedEdit(`${namespace}: exists in English only`)
  const file = path.join(dir, locale, `${namespace}.json`)
  if (!existsSync(file)) throw new RefusedEdit(`${locale}/${namespace}.json does not exist`)
  return file
}

/** Where English's file of an article is (it may not exist). */
export function englishArticlePath(dir: string, slug: string): string {
  if (!slugPattern.test(slug)) throw new RefusedEdit(`${slug}: not an article slug (a-z, 0-9, hyphens)`)
  return path.join(dir, 'en', 'blog', `${slug}.md`)
}

/** locales/<lng>/blog/<slug>.md of an article English or that locale has (it may not exist yet in the locale). */
export function articleFile(dir: string, locale: Locale, slug: string): string {
  const own = path.join(dir, locale, 'blog', `${slug}.md`)
  if (!existsSync(englishArticlePath(dir, slug)) && !existsSync(own))
    throw new RefusedEdit(`blog/${slug}: no such article`, 404)
  return own
}
