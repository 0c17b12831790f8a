import type { Element, Root } from 'hast'

function visit(parent: Root | Element, map: (text: string) => string): void {
  for (const child of parent.children) {
    if (child.type === 'text') child.value = map(child.value)
    else if (child.type === 'element') visit(child, map)
  }
}

/** Rewrites every text of an article with `map` (Urdu's word gaps); elements and attributes stay. */
export function rehypeMapText(map: (text: string) => string) {
  return (tree: Root) => visit(tree, map)
}
