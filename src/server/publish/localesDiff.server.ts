import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { flatten } from '#features/translations/flatten.ts'
import { type Locale, locales } from '#i18n/locales.ts'

/** One unit whose text differs between two locales folders: a key or a whole article. */
export interface UnitDifference {
  locale: Locale
  /** 'services:heading' (a plural form by its full key) or 'blog/<slug>', as translation_changes names it. */
  unit: string
  /** The text in the first folder (the live build), null where it has none. */
  before: string | null
  /** The text in the second folder (the working copy), null where it has none. */
  after: string | null
}

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value)

/** Every unit of one locale: 'namespace:key.path' -> text, 'blog/<slug>' -> the whole file. */
function readUnits(dir: string, locale: Locale): Map<string, string> {
  const units = new Map<string, string>()
  const folder = path.join(dir, locale)
  if (!existsSync(folder)) return units
  // Dot files (the translators' fingerprints) are not translations.
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()) {
    const namespace = file.replace(/\.json$/, '')
    let tree: unknown
    try {
      tree = JSON.parse(readFileSync(path.join(folder, file), 'utf8'))
    } catch {
      // A file that does not parse is one changed unit: the build will name it.
      units.set(`${namespace}:`, readFileSync(path.join(folder, file), 'utf8'))
      continue
    }
    for (const [key, value] of flatten(tree)) {
      const shown = text(value)
      if (shown !== null) units.set(`${namespace}:${key}`, shown)
    }
  }
  const blog = path.join(folder, 'blog')
  if (existsSync(blog)) {
    for (const file of readdirSync(blog)
      .filter((name) => name.endsWith('.md'))
      .sort()) {
      units.set(`blog/${file.replace(/\.md$/, '')}`, readFileSync(path.join(blog, file), 'utf8'))
    }
  }
  return units
}

/**
 * What the second locales folder shows differently from the first, per locale and unit, in file
 * order: the unpublished changes when the first is the live build's and the second the working copy.
 */
export function diffLocales(beforeDir: string, afterDir: string): UnitDifference[] {
  const differences: UnitDifference[] = []
  for (const locale of locales) {
    const before = readUnits(beforeDir, locale)
    const after = readUnits(afterDir, locale)
    for (const unit of new Set([...before.keys(), ...after.keys()])) {
      const was = before.get(unit) ?? null
      const now = after.get(unit) ?? null
      if (was !== now) differences.push({ locale, unit, before: was, after: now })
    }
  }
  return differences
}

/** The changed units per locale, as a publish records them: { ar: ['services:heading'] }. */
export function changedUnits(differences: UnitDifference[]): Partial<Record<Locale, string[]>> {
  const byLocale: Partial<Record<Locale, string[]>> = {}
  for (const { locale, unit } of differences) {
    byLocale[locale] = [...(byLocale[locale] ?? []), unit]
  }
  return byLocale
}
