import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'
import { matter } from 'vfile-matter'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { englishOnlyNamespaces, type Locale, locales } from '#i18n/locales.ts'
import { readFingerprints } from './fingerprintFile.server.ts'
import type { Fingerprints } from './fingerprints.ts'
import { flatten } from './flatten.ts'
import { readGlossary } from './glossary.server.ts'
import type { Glossary } from './glossary.ts'

/** An article file as a translator wrote it: its text, its front matter and where its lines are. */
export interface ArticleSource {
  slug: string
  /** Relative to the locales folder: 'ar/blog/<slug>.md'. */
  file: string
  text: string
  lines: string[]
  /** The front matter's text fields, each with the line it is on (1-based). */
  fields: Record<string, { value: string; line: number }>
  /** The first line of the body (1-based). */
  bodyLine: number
}

export interface LocaleSources {
  /** namespace -> flattened key -> value (the admin namespace only in English). */
  namespaces: Record<string, Map<string, unknown>>
  articles: Map<string, ArticleSource>
}

/** Everything the check reads, from one locales folder and nothing else (no git, no build). */
export interface TranslationSources {
  texts: Record<Locale, LocaleSources>
  fingerprints: Record<Locale, Fingerprints>
  glossary: Glossary
}

function readArticle(dir: string, locale: Locale, name: string): ArticleSource {
  return articleSource(readFileSync(path.join(dir, locale, 'blog', name), 'utf8'), locale, name.replace(/\.md$/, ''))
}

/** An article file's text as the check reads it (the admin editor checks a text before it is saved). */
export function articleSource(text: string, locale: Locale, slug: string): ArticleSource {
  const file = `${locale}/blog/${slug}.md`
  const lines = text.split('\n')
  const vfile = new VFile({ value: text })
  try {
    matter(vfile, { strip: true })
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML (${(error as Error).message})`)
  }
  const data = (vfile.data.matter ?? {}) as Record<string, unknown>
  const fields: ArticleSource['fields'] = {}
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue
    const index = lines.findIndex((line) => line.startsWith(`${name}:`))
    fields[name] = { value, line: index + 1 }
  }
  const closing = text.startsWith('---') ? lines.indexOf('---', 1) : -1
  return { slug, file, text, lines, fields, bodyLine: closing + 2 }
}

function readArticles(dir: string, locale: Locale): Map<string, ArticleSource> {
  const folder = path.join(dir, locale, 'blog')
  const names = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')) : []
  return new Map(
    names.sort().map((name) => {
      const article = readArticle(dir, locale, name)
      return [article.slug, article]
    }),
  )
}

export function readTranslationSources(dir: string): TranslationSources {
  const resources = loadLocaleFiles(dir)
  const texts = {} as TranslationSources['texts']
  const fingerprints = {} as TranslationSources['fingerprints']
  for (const locale of locales) {
    const namespaces: LocaleSources['namespaces'] = {}
    for (const [namespace, tree] of Object.entries(resources[locale] ?? {})) {
      if (locale !== 'en' && englishOnlyNamespaces.includes(namespace)) continue
      namespaces[namespace] = flatten(tree)
    }
    texts[locale] = { namespaces, articles: readArticles(dir, locale) }
    fingerprints[locale] = readFingerprints(dir, locale)
  }
  return { texts, fingerprints, glossary: readGlossary(dir) }
}
