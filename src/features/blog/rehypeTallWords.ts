import type { Element, ElementContent, Root, RootContent } from 'hast'

/** A word as the tall-word list measures it (src/tooling/tallWords.ts): letters, marks, joiners. */
export const wordPattern = /[\p{L}\p{M}\u200c\u200d]+/gu

/** The class of a word too tall for the line height of the text around it (ArticleBody). */
export const tallWordClass = 'tall-word'

function markText(value: string, tall: ReadonlySet<string>): ElementContent[] {
  const pieces: ElementContent[] = []
  let at = 0
  for (const match of value.matchAll(wordPattern)) {
    if (!tall.has(match[0])) continue
    if (match.index > at) pieces.push({ type: 'text', value: value.slice(at, match.index) })
    pieces.push({
      type: 'element',
      tagName: 'span',
      properties: { className: [tallWordClass] },
      children: [{ type: 'text', value: match[0] }],
    })
    at = match.index + match[0].length
  }
  if (at < value.length) pieces.push({ type: 'text', value: value.slice(at) })
  return pieces
}

function visit(parent: Root | Element, tall: ReadonlySet<string>): void {
  const children: (RootContent | ElementContent)[] = []
  for (const child of parent.children) {
    if (child.type === 'text') children.push(...markText(child.value, tall))
    else {
      if (child.type === 'element') visit(child, tall)
      children.push(child)
    }
  }
  parent.children = children as typeof parent.children
}

/**
 * Wraps each of the `tall` words in <span class="tall-word">, which the article's styles give a
 * taller line. Runs after rehype-sanitize and adds only that span, never anything from the article.
 */
export function rehypeTallWords(tall: readonly string[]) {
  const words = new Set(tall)
  return (tree: Root) => visit(tree, words)
}
