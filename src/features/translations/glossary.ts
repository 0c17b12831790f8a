/** One house term of a language: the form to write, and the forms to avoid. */
export interface GlossaryTerm {
  /** The English term (or idea) it translates: 'product', 'chatbot', 'crop'. */
  english: string
  preferred: string
  /** Variants matched as whole words (with the language's affixes, see Glossary.affixes). */
  avoid: string[]
  /**
   * Regular expressions for what a word list cannot say (the company's grammatical gender); the
   * text they match is reported as the variant.
   */
  patterns?: string[]
  /**
   * Report the variants only where the English says this (a word, case-insensitive): the key's
   * English value, or for an article anywhere in the English article. 'قص' is wrong for crop
   * and right for trim.
   */
  onlyWhereEnglishSays?: string
  /** A word for translators, shown with the term. */
  note?: string
}

export interface Glossary {
  /**
   * What may stick to a word and leave it the same word: Arabic writes و, ب, ال before it
   * ('والتكامل'), Urdu adds English plurals to loanwords ('پراڈکٹس').
   */
  affixes: Record<string, { prefixes: string[]; suffixes: string[] }>
  terms: Record<string, GlossaryTerm[]>
}

/** A variant found in a text: where (offsets in that text) and what. */
export interface GlossaryMatch {
  term: GlossaryTerm
  variant: string
  start: number
  end: number
}

const wordChar = String.raw`[\p{L}\p{M}\u200c\u200d]`
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const alternatives = (list: string[]) => (list.length ? `(?:${list.map(escapeRegExp).join('|')})?` : '')

function variantPattern(variant: string, affixes: Glossary['affixes'][string] | undefined): RegExp {
  const words = variant.trim().split(/\s+/).map(escapeRegExp).join(String.raw`\s+`)
  const before = alternatives(affixes?.prefixes ?? [])
  const after = alternatives(affixes?.suffixes ?? [])
  return new RegExp(`(?<!${wordChar})${before}(${words})${after}(?!${wordChar})`, 'gu')
}

function englishSays(english: string, word: string): boolean {
  return new RegExp(String.raw`\b${escapeRegExp(word)}`, 'iu').test(english)
}

/**
 * The variants a text uses where the glossary prefers another form. A variant is a whole word
 * (a variant inside a longer word, or inside the preferred form itself, does not count).
 */
export function glossaryMatches(glossary: Glossary, locale: string, text: string, english: string): GlossaryMatch[] {
  const matches: GlossaryMatch[] = []
  for (const term of glossary.terms[locale] ?? []) {
    if (term.onlyWhereEnglishSays && !englishSays(english, term.onlyWhereEnglishSays)) continue
    const preferred: [number, number][] = []
    for (let at = text.indexOf(term.preferred); at >= 0; at = text.indexOf(term.preferred, at + 1))
      preferred.push([at, at + term.preferred.length])
    const insidePreferred = (start: number, end: number) => preferred.some(([s, e]) => start >= s && end <= e)
    for (const variant of term.avoid) {
      for (const match of text.matchAll(variantPattern(variant, glossary.affixes[locale]))) {
        const start = match.index
        const end = start + match[0].length
        if (!insidePreferred(start, end)) matches.push({ term, variant, start, end })
      }
    }
    for (const pattern of term.patterns ?? []) {
      for (const match of text.matchAll(new RegExp(pattern, 'gu')))
        matches.push({ term, variant: match[0], start: match.index, end: match.index + match[0].length })
    }
  }
  return matches.sort((a, b) => a.start - b.start)
}
