import { applyEdits, type Edit, modify, parse } from 'jsonc-parser'
import { splitPluralKey } from '#features/translations/plurals.ts'

const pluralOrder = ['zero', 'one', 'two', 'few', 'many', 'other']

// Bidirectional controls are invisible: the locale files write them as escapes (\u2066…\u2069),
// so an edit does too, and a reviewer sees them in the diff.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const escapeBidi = (json: string) =>
  json.replace(bidiControls, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

type Tree = Record<string, unknown>
const isTree = (value: unknown): value is Tree => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** The property names that lead to a flattened key ('hero.title' -> ['hero', 'title']) in a tree. */
export function segmentsOf(tree: unknown, key: string): string[] | undefined {
  if (!isTree(tree)) return undefined
  for (const [name, value] of Object.entries(tree)) {
    if (name === key && !isTree(value)) return [name]
    if (key.startsWith(`${name}.`)) {
      const rest = segmentsOf(value, key.slice(name.length + 1))
      if (rest) return [name, ...rest]
    }
  }
  return undefined
}

/** Where a key the file lacks goes: as English nests it (a plural form beside its English forms). */
function pathForNewKey(english: unknown, key: string): string[] {
  const found = segmentsOf(english, key)
  if (found) return found
  const split = splitPluralKey(key)
  const other = split && segmentsOf(english, `${split[0]}_other`)
  if (other && split) return [...other.slice(0, -1), `${other.at(-1)?.replace(/_other$/, '')}_${split[1]}`]
  return key.split('.')
}

function valueAt(tree: unknown, segments: string[]): unknown {
  let node = tree
  for (const name of segments) node = isTree(node) ? node[name] : undefined
  return node
}

/** A rank for ordering a new property among its siblings in English's order, plural forms in CLDR's. */
function rankIn(englishNames: string[]) {
  return (name: string): number => {
    const split = splitPluralKey(name)
    if (split) {
      const first = englishNames.findIndex((n) => splitPluralKey(n)?.[0] === split[0])
      if (first >= 0) return first + pluralOrder.indexOf(split[1]) / 10
    }
    const index = englishNames.indexOf(name)
    return index >= 0 ? index : Number.POSITIVE_INFINITY
  }
}

/**
 * The file's text with one value set and every other byte as it was: jsonc-parser edits the
 * value where it stands (or inserts the property where English has it, indented as the file is).
 */
export function setJsonValue(text: string, englishText: string, key: string, value: string): string {
  const tree = parse(text) as unknown
  const english = parse(englishText) as unknown
  const segments = segmentsOf(tree, key) ?? pathForNewKey(english, key)
  const parent = segments.slice(0, -1)
  const englishParent = valueAt(english, parent)
  const rank = rankIn(isTree(englishParent) ? Object.keys(englishParent) : [])
  const newRank = rank(segments.at(-1) ?? '')
  const edits: Edit[] = modify(text, segments, value, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
    getInsertionIndex: (properties) => {
      let index = 0
      properties.forEach((name, at) => {
        if (rank(name) < newRank) index = at + 1
      })
      return index
    },
  })
  return applyEdits(
    text,
    edits.map((edit) => ({ ...edit, content: escapeBidi(edit.content) })),
  )
}

/** The file's text without one key (a rewind to before the change that created it); other bytes kept. */
export function removeJsonValue(text: string, key: string): string {
  const segments = segmentsOf(parse(text) as unknown, key)
  if (!segments) return text
  return applyEdits(text, modify(text, segments, undefined, { formattingOptions: { insertSpaces: true, tabSize: 2 } }))
}
