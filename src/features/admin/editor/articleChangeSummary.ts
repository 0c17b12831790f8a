/** How many changed lines an article change shows of each version, and how long each may be. */
const shownLines = 4
const shownChars = 160

export interface ChangedPart {
  /** The version's whole length in lines. */
  lineCount: number
  /** The first line (1-based) where the two versions part. */
  from: number
  /** The version's lines between the common start and the common end, at most `shownLines`, cut short. */
  excerpt: string[]
  /** Changed lines left out of the excerpt. */
  more: number
}

const linesOf = (text: string): string[] => {
  if (text === '') return []
  const lines = text.split('\n')
  // The newline that ends the last line does not start another.
  if (text.endsWith('\n')) lines.pop()
  return lines
}

const cut = (line: string) => (line.length > shownChars ? `${line.slice(0, shownChars - 1)}…` : line)

/**
 * What an article change did, line by line, small enough for a history list: the lines both
 * versions share at the start and at the end are dropped, what lies between is shown of each.
 * A whole file of a few hundred lines in every entry would bury the one paragraph that changed.
 */
export function articleChangeSummary(before: string, after: string): { before: ChangedPart; after: ChangedPart } {
  const old = linesOf(before)
  const now = linesOf(after)
  let start = 0
  while (start < old.length && start < now.length && old[start] === now[start]) start++
  let end = 0
  while (
    end < old.length - start &&
    end < now.length - start &&
    old[old.length - 1 - end] === now[now.length - 1 - end]
  )
    end++
  const part = (lines: string[]): ChangedPart => {
    const changed = lines.slice(start, lines.length - end)
    return {
      lineCount: lines.length,
      from: start + 1,
      excerpt: changed.slice(0, shownLines).map(cut),
      more: Math.max(0, changed.length - shownLines),
    }
  }
  return { before: part(old), after: part(now) }
}
