import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'
import { matter } from 'vfile-matter'
import { type Locale, locales } from '#i18n/locales.ts'
import { type ArticleSummary, newestFirst } from './article.ts'
import { ArticleError, slugPattern, validateFrontMatter } from './frontMatter.ts'
import { readingMinutes } from './readingMinutes.ts'

/** An article as read from its file: the summary plus the Markdown body (rendered per page). */
export interface LoadedArticle extends ArticleSummary {
  markdown: string
}

export interface LoadOptions {
  /**
   * The folder holding <lng>/blog/<slug>.md. Default: ./locales. Tests
   * point it at src/features/blog/fixtures.
   */
  contentDir?: string
  /** Drafts are for the staff preview only; the public build never asks for them. */
  includeDrafts?: boolean
}

export type ArticlesByLocale = Record<Locale, LoadedArticle[]>

export const defaultContentDir = () => path.resolve('locales')

/** Link targets and image paths are not words a reader reads. */
const readableText = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']').replace(/```[\s\S]*?```/g, ' ')

function loadFile(file: string, locale: Locale, displayPath: string): LoadedArticle {
  return parseArticle(readFileSync(file, 'utf8'), locale, path.basename(file, '.md'), displayPath)
}

/**
 * One article file's text, validated as the build validates it (the admin editor checks a text
 * before it saves it): throws an ArticleError naming `displayPath` and the problem.
 */
export function parseArticle(text: string, locale: Locale, slug: string, displayPath: string): LoadedArticle {
  if (!slugPattern.test(slug)) throw new ArticleError(displayPath, 'the file name must be a slug (a-z, 0-9, hyphens)')
  const vfile = new VFile({ path: displayPath, value: text })
  try {
    matter(vfile, { strip: true })
  } catch (error) {
    throw new ArticleError(displayPath, `front matter is not valid YAML (${(error as Error).message})`)
  }
  const front = validateFrontMatter(vfile.data.matter, displayPath, slug)
  const markdown = String(vfile.value)
  if (!markdown.trim()) throw new ArticleError(displayPath, 'the article has no body')
  // The page's title is the article's only h1.
  if (/^#\s/m.test(markdown.replace(/```[\s\S]*?```/g, ''))) {
    throw new ArticleError(displayPath, 'the body has a level-1 heading ("# "); start sections at "##"')
  }
  const { imageAlt, ...rest } = front
  return {
    ...rest,
    slug,
    locale,
    imageAlt: imageAlt ?? front.title,
    readingMinutes: readingMinutes(readableText(markdown), locale),
    markdown,
  }
}

/**
 * Reads and validates every article of every locale, newest first. A locale without a file for
 * an article simply lacks that article. Throws an ArticleError naming the first bad file.
 */
export function loadArticles(options: LoadOptions = {}): ArticlesByLocale {
  const contentDir = options.contentDir ?? defaultContentDir()
  const byLocale = {} as ArticlesByLocale
  for (const locale of locales) {
    const dir = path.join(contentDir, locale, 'blog')
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : []
    byLocale[locale] = files
      .sort()
      .map((name) => loadFile(path.join(dir, name), locale, path.relative(process.cwd(), path.join(dir, name))))
      .filter((article) => options.includeDrafts || !article.draft)
      .sort(newestFirst)
  }
  return byLocale
}

/** The locales in which an article is published. */
export function localesWithArticle(articles: ArticlesByLocale, slug: string): Locale[] {
  return locales.filter((locale) => articles[locale].some((article) => article.slug === slug))
}
