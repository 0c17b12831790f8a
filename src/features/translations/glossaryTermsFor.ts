import type { Glossary, GlossaryTerm } from './glossary.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// A word at a word's start, any ending ('product' in 'Products'), as checkGlossary reads English.
const says = (english: string, word: string) => new RegExp(String.raw`\b${escapeRegExp(word)}`, 'iu').test(english)

/**
 * The house terms of a language that a translator of this English needs: those whose English
 * term the text uses (and, for a term that depends on it, where the English says the word).
 */
export function glossaryTermsFor(glossary: Glossary, locale: string, english: string): GlossaryTerm[] {
  return (glossary.terms[locale] ?? []).filter(
    (term) => says(english, term.english) && (!term.onlyWhereEnglishSays || says(english, term.onlyWhereEnglishSays)),
  )
}
