import type { Locale } from '#i18n/locales.ts'

/**
 * Words read per minute, counted as runs of letters between spaces.
 * - English: 200, the usual figure for reading on screen.
 * - Arabic: 140. The IReST study (Trauzettel-Klosinski 2012) measured 138 words a minute for
 *   adult Arabic readers; Arabic attaches articles, prepositions and conjunctions to the word
 *   (والمتجر), so each space-separated word carries more.
 * - Urdu: 170. Urdu writes its particles as separate words (کے، میں، کو), so a text has more,
 *   shorter words than the same Arabic text; Nastaliq is read a little slower than Latin print.
 */
export const wordsPerMinute: Record<Locale, number> = { en: 200, ar: 140, ur: 170 }

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu)?.length ?? 0
}

/** Whole minutes, at least one. */
export function readingMinutes(text: string, locale: Locale): number {
  return Math.max(1, Math.round(countWords(text) / wordsPerMinute[locale]))
}
