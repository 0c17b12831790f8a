import type { ArticleSource } from './sources.server.ts'

/** A piece of an article a translator reads: a front matter field or a body line, with its line. */
export interface ArticleText {
  line: number
  field?: string
  text: string
}

/** The front matter's reader-facing fields. */
export const articleTextFields = ['title', 'excerpt', 'description', 'imageAlt'] as const

export function articleTexts(article: ArticleSource): ArticleText[] {
  const texts: ArticleText[] = []
  for (const field of articleTextFields) {
    const found = article.fields[field]
    if (found) texts.push({ line: found.line, field, text: found.value })
  }
  article.lines.forEach((text, index) => {
    if (index + 1 >= article.bodyLine) texts.push({ line: index + 1, text })
  })
  return texts
}
