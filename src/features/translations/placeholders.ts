// {{name}} interpolations and <tag></tag> components of react-i18next's <Trans>.
const token = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|<\/?(\w+)\s*\/?>/g

/** The sorted interpolations and tags of a value: two locales must use the same ones. */
export function placeholdersOf(value: string): string[] {
  return [...value.matchAll(token)].map((m) => (m[1] ? `{{${m[1]}}}` : m[0].replace(/\s/g, ''))).sort()
}

export function withoutPlaceholders(value: string): string {
  return value.replace(token, ' ')
}

/**
 * The value with every placeholder and tag replaced by as many neutral characters (U+FFFC), so
 * that text checks neither read '{{count}}' as a Latin word nor lose the offsets of the rest.
 */
export function maskPlaceholders(value: string): string {
  return value.replace(token, (match) => '\ufffc'.repeat(match.length))
}
