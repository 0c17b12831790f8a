import type { Element, ElementContent, Root, RootContent } from 'hast'
import { ltrRuns } from '#i18n/bidi.ts'

// Elements whose whole content is left to right: they get dir="ltr" rather than <bdi> pieces.
const leftToRightElements = new Set(['code', 'pre', 'kbd', 'samp'])

function isolateText(value: string): ElementContent[] {
  const pieces: ElementContent[] = []
  let at = 0
  for (const run of ltrRuns(value)) {
    if (run.start > at) pieces.push({ type: 'text', value: value.slice(at, run.start) })
    pieces.push({ type: 'element', tagName: 'bdi', properties: {}, children: [{ type: 'text', value: run.text }] })
    at = run.end
  }
  if (at < value.length) pieces.push({ type: 'text', value: value.slice(at) })
  return pieces
}

function visit(parent: Root | Element): void {
  const children: (RootContent | ElementContent)[] = []
  for (const child of parent.children) {
    if (child.type === 'text') children.push(...isolateText(child.value))
    else if (child.type === 'element' && leftToRightElements.has(child.tagName)) {
      child.properties = { ...child.properties, dir: 'ltr' }
      children.push(child)
    } else {
      if (child.type === 'element' && child.tagName !== 'bdi') visit(child)
      children.push(child)
    }
  }
  parent.children = children as typeof parent.children
}

/**
 * Isolates every left-to-right run of a right-to-left article (phone numbers, +44, emails, URLs,
 * Latin names) in <bdi>, and marks code left to right, so that '+44' does not show as '44+'. The
 * runs are those of ltrRuns (src/i18n/bidi.ts), which the translation check also reads. It runs
 * after rehype-sanitize and adds only <bdi> and dir="ltr", never anything from the article.
 */
export function rehypeIsolateLtr() {
  return (tree: Root) => visit(tree)
}
