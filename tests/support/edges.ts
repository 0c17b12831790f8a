/** An element's edges on screen, as getBoundingClientRect gives them (read inside the page). */
export interface Edges {
  top: number
  bottom: number
  left: number
  right: number
}

/** True when two boxes share some area (touching edges do not count). */
export const overlaps = (a: Edges, b: Edges) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
