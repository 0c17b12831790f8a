export type LegalDocumentId = 'privacy' | 'terms' | 'cookies' | 'disclaimer'

export type LegalBlock =
  | { kind: 'paragraph'; key: string; text: string }
  | { kind: 'list'; key: string; items: string[] }

export interface LegalSection {
  /** The section's key in locales/<lng>/legal.json, also its anchor (#payment). */
  id: string
  heading: string
  blocks: LegalBlock[]
}

/**
 * Reads `<document>.sections` as translated: each section is an object whose `heading` is its
 * title, whose string values are paragraphs and whose object values are bulleted lists, in the
 * order the file gives them (a unit test keeps that order the same in every locale). Named keys
 * rather than arrays keep `npm run i18n:check` comparing every sentence.
 */
export function readSections(tree: unknown): LegalSection[] {
  if (!isRecord(tree)) return []
  return Object.entries(tree).flatMap(([id, section]) => {
    if (!isRecord(section) || typeof section.heading !== 'string') return []
    const blocks: LegalBlock[] = []
    for (const [key, value] of Object.entries(section)) {
      if (key === 'heading') continue
      if (typeof value === 'string') blocks.push({ kind: 'paragraph', key, text: value })
      else if (isRecord(value))
        blocks.push({ kind: 'list', key, items: Object.values(value).filter((item) => typeof item === 'string') })
    }
    return [{ id, heading: section.heading, blocks }]
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
