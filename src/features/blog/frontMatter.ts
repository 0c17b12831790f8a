import { type BlogCategory, blogCategories, isBlogCategory } from './categories.ts'

/** The fields an article's YAML front matter declares. */
export interface FrontMatter {
  title: string
  excerpt: string
  author: string
  /** YYYY-MM-DD, as written in the front matter. */
  publishedDate: string
  category: BlogCategory
  /** '/images/blog/<slug>.png' */
  image: string
  imageAlt?: string
  draft: boolean
}

/** A content error: the build stops and names the file. */
export class ArticleError extends Error {
  readonly file: string

  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`)
    this.file = file
    this.name = 'ArticleError'
  }
}

const requiredText = ['title', 'excerpt', 'author'] as const

/** YYYY-MM-DD, and a day that exists (2025-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// YAML may read an unquoted 2025-01-20 as a date or as a string depending on the schema.
function dateText(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  return typeof value === 'string' ? value.trim() : undefined
}

/**
 * Checks the front matter of `file` (whose name gives the slug) and returns it typed, or throws an
 * ArticleError naming the file and every problem found.
 */
export function validateFrontMatter(data: unknown, file: string, slug: string): FrontMatter {
  const problems: string[] = []
  const fields = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  const text = (name: string) => {
    const value = fields[name]
    return typeof value === 'string' && value.trim() ? value.trim() : undefined
  }
  for (const name of requiredText) if (!text(name)) problems.push(`missing "${name}"`)

  const publishedDate = dateText(fields.publishedDate)
  if (!publishedDate) problems.push('missing "publishedDate"')
  else if (!isIsoDate(publishedDate)) problems.push(`"publishedDate" ${publishedDate} is not a date (YYYY-MM-DD)`)

  const category = fields.category
  if (category === undefined) problems.push('missing "category"')
  else if (!isBlogCategory(category))
    problems.push(`unknown category "${String(category)}" (one of ${blogCategories.join(', ')})`)

  const expectedImage = `/images/blog/${slug}.png`
  const image = text('image')
  if (!image) problems.push('missing "image"')
  else if (image !== expectedImage) problems.push(`"image" is ${image}, expected ${expectedImage}`)

  if (fields.slug !== undefined && fields.slug !== slug)
    problems.push(`"slug" ${String(fields.slug)} does not match the file name (${slug})`)
  if (fields.imageAlt !== undefined && !text('imageAlt')) problems.push('"imageAlt" is empty')
  if (fields.draft !== undefined && typeof fields.draft !== 'boolean') problems.push('"draft" must be true or false')

  if (problems.length > 0) throw new ArticleError(file, problems.join('; '))
  return {
    title: text('title') as string,
    excerpt: text('excerpt') as string,
    author: text('author') as string,
    publishedDate: publishedDate as string,
    category: category as BlogCategory,
    image: expectedImage,
    ...(text('imageAlt') ? { imageAlt: text('imageAlt') } : {}),
    draft: fields.draft === true,
  }
}

/** Slugs are lower-case words joined by hyphens: they become URL paths and file names. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
