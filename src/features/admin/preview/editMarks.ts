// Edit mode of the preview: while a frame renders, every translated string is wrapped in
// private-use characters that carry its key (the key itself is spelled in private-use characters
// too, so no Latin letter of it can change the direction a string is read in). After rendering,
// the marks in text become focusable <span data-edit-key>; the ones in attributes, <head>,
// scripts, styles and text-only elements (<title>, <option>, <textarea>, SVG) are stripped, and
// their keys listed in a JSON script the editor panel reads.
export const editStart = '\uE004'
export const editKeyEnd = '\uE005'
export const editEnd = '\uE006'
const keyBase = 0xf000

/** Where the frame lists the keys shown outside text: alt texts, aria-labels, titles, meta. */
export const editKeysId = 'preview-edit-keys'
export const editKeyAttribute = 'data-edit-key'

const pluralSuffix = /_(zero|one|two|few|many|other|ordinal_(zero|one|two|few|many|other))$/

/** `common:projects_few` -> `common:projects`: the editor opens plural keys by their base. */
export function baseKey(key: string): string {
  return key.replace(pluralSuffix, '')
}

/** Wraps a translated value in the marks that carry its key ('namespace:key'). */
export function markForEdit(key: string, value: string): string {
  const spelled = Array.from(key, (char) => String.fromCharCode(keyBase + (char.charCodeAt(0) & 0x7f))).join('')
  return `${editStart}${spelled}${editKeyEnd}${value}${editEnd}`
}

const markPattern = /\uE004([\uF000-\uF07F]*)\uE005|\uE006/g
const anyMark = /\uE004[\uF000-\uF07F]*\uE005|\uE006/g

function readKey(spelled: string): string {
  return Array.from(spelled, (char) => String.fromCharCode(char.charCodeAt(0) - keyBase)).join('')
}

type Piece = { text: string } | { open: number } | { close: number }

interface Mark {
  key: string
  openToken: number
  openPiece: number
  closeToken?: number
  closePiece?: number
}

/** A wrapped run of one text node: from before piece `from` to after piece `to` (inclusive). */
interface Range {
  key: string
  from: number
  to: number
  id: number
  /** Inside a link or a button: no tabindex of its own. */
  inControl: boolean
}

// A script or style whole, a comment, a tag, or the text between them.
const tokenPattern = /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->|<[^>]*>)/i
// Elements whose text may not hold a <span>: their marks are stripped and listed.
const textOnly = /^<(\/?)(title|option|textarea|svg)\b/i
// Controls: a string inside one gets no focus of its own (a focusable inside a link or a button is
// a nested control); the control itself opens it (frameStrings.ts).
const control = /^<(\/?)(a|button|summary)\b/i

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

export interface EditMarkResult {
  html: string
  /** Keys shown in text (each a focusable span), in page order. */
  textKeys: string[]
  /** Keys shown only where no span can go (attributes, head, scripts), in page order. */
  hiddenKeys: string[]
}

/**
 * Turns the marks of a rendered page into spans and a key list. A string rendered through
 * <Trans> with tags opens in one text node and closes in another: its span goes around the first
 * part of it that has visible text (so no span crosses an element), and the rest stays plain.
 */
export function renderEditMarks(html: string): EditMarkResult {
  const tokens = html.split(tokenPattern)
  const hidden = new Set<string>()
  const textKeys = new Set<string>()
  const pieces = new Map<number, Piece[]>()
  const marks: Mark[] = []
  const stack: number[] = []
  const collect = (part: string) => {
    for (const match of part.matchAll(markPattern)) if (match[1] !== undefined) hidden.add(baseKey(readKey(match[1])))
    return part.replace(anyMark, '')
  }

  let inBody = false
  let textOnlyDepth = 0
  let controlDepth = 0
  const inControl = new Set<number>()
  tokens.forEach((token, index) => {
    if (index % 2 === 1) {
      if (/^<body\b/i.test(token)) inBody = true
      const only = textOnly.exec(token)
      if (only && !token.endsWith('/>')) textOnlyDepth = Math.max(0, textOnlyDepth + (only[1] ? -1 : 1))
      const opensControl = control.exec(token)
      if (opensControl) controlDepth = Math.max(0, controlDepth + (opensControl[1] ? -1 : 1))
      tokens[index] = collect(token)
      return
    }
    if (controlDepth > 0) inControl.add(index)
    if (!inBody || textOnlyDepth > 0) {
      tokens[index] = collect(token)
      return
    }
    const list: Piece[] = []
    let last = 0
    for (const match of token.matchAll(markPattern)) {
      if (match.index > last) list.push({ text: token.slice(last, match.index) })
      last = match.index + match[0].length
      if (match[1] !== undefined) {
        marks.push({ key: baseKey(readKey(match[1])), openToken: index, openPiece: list.length })
        stack.push(marks.length - 1)
        list.push({ open: marks.length - 1 })
      } else {
        const id = stack.pop()
        if (id === undefined) continue
        const mark = marks[id] as Mark
        mark.closeToken = index
        mark.closePiece = list.length
        list.push({ close: id })
      }
    }
    if (last < token.length) list.push({ text: token.slice(last) })
    if (list.length > 0) pieces.set(index, list)
  })

  const ranges = new Map<number, Range[]>()
  const addRange = (token: number, range: Omit<Range, 'inControl'>) => {
    ranges.set(token, [...(ranges.get(token) ?? []), { ...range, inControl: inControl.has(token) }])
    textKeys.add(range.key)
  }
  const hasText = (token: number, from: number, to: number) =>
    (pieces.get(token) ?? []).slice(from, to + 1).some((piece) => 'text' in piece && piece.text.trim() !== '')

  marks.forEach((mark, id) => {
    const { key, openToken, openPiece, closeToken, closePiece } = mark
    // Never closed (the value was cut): mark what follows in its own text node.
    if (closeToken === undefined || closePiece === undefined) {
      addRange(openToken, { key, id, from: openPiece, to: (pieces.get(openToken)?.length ?? 1) - 1 })
      return
    }
    if (closeToken === openToken) {
      addRange(openToken, { key, id, from: openPiece, to: closePiece })
      return
    }
    // Spans from the opening text node to the closing one: choose one text node's share.
    const candidates: [number, number, number][] = [[openToken, openPiece, (pieces.get(openToken)?.length ?? 1) - 1]]
    for (let token = openToken + 2; token < closeToken; token += 2)
      if (pieces.has(token)) candidates.push([token, 0, (pieces.get(token)?.length ?? 1) - 1])
    candidates.push([closeToken, 0, closePiece])
    const [token, from, to] =
      candidates.find(([t, f, e]) => hasText(t, f, e)) ?? (candidates[0] as [number, number, number])
    addRange(token, { key, id, from, to })
  })

  for (const [index, list] of pieces) {
    const own = ranges.get(index) ?? []
    let out = ''
    list.forEach((piece, position) => {
      // Outer ranges open first and close last; ranges nest, since marks do.
      const opening = own.filter((range) => range.from === position).sort((a, b) => b.to - a.to || a.id - b.id)
      for (const range of opening)
        out += `<span ${editKeyAttribute}="${escapeAttribute(range.key)}"${range.inControl ? '' : ' tabindex="0"'}>`
      if ('text' in piece) out += piece.text
      const closing = own.filter((range) => range.to === position).sort((a, b) => b.from - a.from || b.id - a.id)
      for (const _ of closing) out += '</span>'
    })
    tokens[index] = out
  }

  return { html: tokens.join(''), textKeys: [...textKeys], hiddenKeys: [...hidden].filter((key) => !textKeys.has(key)) }
}

/** How a frame in edit mode shows what can be chosen: an outline on hover and focus. */
export const editStyle = `[${editKeyAttribute}]{cursor:pointer;border-radius:2px}
[${editKeyAttribute}]:hover{outline:2px dashed #0b5cad;outline-offset:1px}
[${editKeyAttribute}]:focus,[${editKeyAttribute}]:focus-visible,[${editKeyAttribute}].preview-edit-chosen{outline:3px solid #0b5cad;outline-offset:2px;background:#d7f0ff;color:#1a1a1a}`

/**
 * A rendered frame in edit mode: spans for the strings in text, the list of the others, and the
 * outline style. The list holds every key of the page, so the panel can offer each one.
 */
export function editableFrame(html: string): string {
  const { html: marked, textKeys, hiddenKeys } = renderEditMarks(html)
  // JSON inside <script>: '<' escaped, so no value can end the element.
  const list = JSON.stringify({ text: textKeys, hidden: hiddenKeys }).replaceAll('<', '\\u003c')
  return marked
    .replace(/<\/head>/i, `<style data-preview-edit>${editStyle}</style></head>`)
    .replace(/<\/body>/i, `<script type="application/json" id="${editKeysId}">${list}</script></body>`)
}
