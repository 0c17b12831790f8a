import { formsOf, pluralGroups, splitPluralKey } from './plurals.ts'
import type { LocaleSources } from './sources.server.ts'

/**
 * What a translator translates and confirms as one piece: a key, a plural key with all its
 * forms (Arabic has six forms for English's two, so they are one unit), or a whole article.
 */
export interface TranslationUnit {
  /** 'home:hero.title', 'home:hero.projects' (a plural base), 'blog/<slug>'. */
  id: string
  place: { type: 'key'; namespace: string; key: string } | { type: 'article'; slug: string }
  /** The English it translates: the value, the forms one per line ('one: …'), the article file. */
  english: string
  /** Whether the locale has a translation of it at all. */
  translated: boolean
}

export function translationUnits(english: LocaleSources, target: LocaleSources): TranslationUnit[] {
  const units: TranslationUnit[] = []
  for (const [namespace, keys] of Object.entries(english.namespaces)) {
    const translated = target.namespaces[namespace]
    if (!translated) continue
    const groups = pluralGroups(keys)
    for (const [key, value] of keys) {
      const split = splitPluralKey(key)
      if ((split && groups.has(split[0])) || typeof value !== 'string') continue
      units.push({
        id: `${namespace}:${key}`,
        place: { type: 'key', namespace, key },
        english: value,
        translated: translated.has(key),
      })
    }
    for (const [base, forms] of groups) {
      const text = [...forms].map(([category, value]) => `${category}: ${String(value)}`).join('\n')
      const has = formsOf(translated, base).size > 0
      units.push({
        id: `${namespace}:${base}`,
        place: { type: 'key', namespace, key: base },
        english: text,
        translated: has,
      })
    }
  }
  for (const [slug, article] of english.articles) {
    units.push({
      id: `blog/${slug}`,
      place: { type: 'article', slug },
      english: article.text,
      translated: target.articles.has(slug),
    })
  }
  return units
}
