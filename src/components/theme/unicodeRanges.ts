/** A first and last code point, both included. */
export type CodePointRange = readonly [number, number]

export function inRanges(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last)
}

/** Every code point of the ranges. */
export function codePoints(ranges: readonly CodePointRange[]): number[] {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i))
}

/** The ranges as a CSS unicode-range value: 'U+0020, U+0621-063A'. */
export function unicodeRange(ranges: readonly CodePointRange[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')
}
