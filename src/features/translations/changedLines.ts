/**
 * The lines that differ between two texts, without the lines they share at the start and at the
 * end: enough to show a translator what changed in a long article. Short texts come back whole.
 */
export function changedLines(before: string, after: string): { before: string; after: string } {
  const a = before.split('\n')
  const b = after.split('\n')
  if (a.length <= 3 && b.length <= 3) return { before, after }
  let head = 0
  while (head < a.length && head < b.length && a[head] === b[head]) head++
  let tail = 0
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  return { before: a.slice(head, a.length - tail).join('\n'), after: b.slice(head, b.length - tail).join('\n') }
}
