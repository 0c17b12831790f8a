/** {a: {b: 'x'}} -> Map {'a.b' => 'x'}; a non-string leaf keeps its value for the type check. */
export function flatten(tree: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into)
  } else {
    into.set(prefix, tree)
  }
  return into
}
