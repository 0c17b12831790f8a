// Which font files a prerendered page makes the browser download: not only those it preloads, but
// every @font-face whose unicode-range covers a character of the page's text (the browser fetches
// a face the first time it sets such a character in it). Read from the HTML alone, so the figure
// never flakes: a face counts when any character of the page's text, besides spaces and direction
// marks, is in its range. Every weight of a family counts (an upper bound: each page sets its
// brand and figures bold).
import { inRanges } from '#components/theme/unicodeRanges.ts'

export interface PageFontFace {
  /** The file's URL path, from the rule's src. */
  url: string
  /** The code points it covers; a face without unicode-range covers every character. */
  covers: (codePoint: number) => boolean
}

/** 'U+0621-063A', 'U+0020', 'U+4??' as a first and last code point. */
function parseRange(range: string): readonly [number, number] {
  const [first = '', last] = range.trim().replace(/^U\+/i, '').split('-')
  if (last !== undefined) return [Number.parseInt(first, 16), Number.parseInt(last, 16)]
  return [Number.parseInt(first.replaceAll('?', '0'), 16), Number.parseInt(first.replaceAll('?', 'F'), 16)]
}

/**
 * The downloadable @font-face rules of the page's inline styles (local() fallbacks download
 * nothing). The faces of the note offering another language (<style data-offer-fonts>) are left
 * out: they are fetched only when the note shows, for a browser that prefers that language.
 */
export function fontFacesOf(html: string): PageFontFace[] {
  const pageStyles = html.replace(/<style data-offer-fonts>[\s\S]*?<\/style>/g, '')
  return [...pageStyles.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap((match) => {
    const rule = match[1] as string
    const url = /src:[^;]*?url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/.exec(rule)?.[1]
    if (!url) return []
    const unicodeRange = /unicode-range:([^;]*)/.exec(rule)?.[1]
    if (!unicodeRange) return [{ url, covers: () => true }]
    const ranges = unicodeRange.split(',').map(parseRange)
    return [{ url, covers: (codePoint: number) => inRanges(ranges, codePoint) }]
  })
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10))
    return entities[name.toLowerCase()] ?? entity
  })
}

/**
 * The text the page's body can show: its elements' text and the placeholders and values of its
 * fields. Scripts, styles and templates show nothing; hidden parts (a closed menu) are counted, as
 * they show once opened.
 */
export function pageText(html: string): string {
  const body = html.slice(Math.max(0, html.search(/<body[\s>]/i)))
  const shown = body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
  const fieldText = [...shown.matchAll(/<(?:input|textarea)\b[^>]*?\s(?:placeholder|value)="([^"]*)"/gi)].map(
    (match) => match[1] as string,
  )
  return decode([shown.replace(/<[^>]*>/g, ' '), ...fieldText].join(' '))
}

// Spaces, joiners and direction marks: every face of a page's stack covers them, none is fetched for them.
const drawsNothing = /[\s\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]/u

/** The font files (URL paths) the page's text needs, each once, in the order its rules declare them. */
export function fontFilesUsed(html: string): string[] {
  const characters = new Set<number>()
  for (const char of pageText(html)) if (!drawsNothing.test(char)) characters.add(char.codePointAt(0) as number)
  const used = fontFacesOf(html).filter((face) => [...characters].some((codePoint) => face.covers(codePoint)))
  return [...new Set(used.map((face) => face.url))]
}
