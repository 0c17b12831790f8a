import { type Locale, localeInfo } from './locales.ts'

/**
 * Wraps left-to-right text (a phone number, an address) in Unicode isolates, so that inside an
 * Arabic or Urdu sentence '+971 4 552 9310' is not reordered into '9310 552 4 971+'. An English
 * page gets the text as it is: the isolates did nothing there but come along when a reader copied
 * 'Call +44 20 7946 0958' (round-7 English review).
 */
export function isolateLtr(text: string, locale: Locale): string {
  return localeInfo[locale].dir === 'rtl' ? `\u2066${text}\u2069` : text
}

/** A left-to-right run found in a text: where it starts and ends, and what it is. */
export interface LtrRun {
  start: number
  end: number
  text: string
}

// A run starts with a Latin letter or a digit (or a sign before one: +44, #1, £5), goes on over
// Latin letters, digits, the punctuation of addresses and numbers when more of the run follows
// (hello@bayan.digital, https://x.com/a-b, 1,000, 24/7), and single spaces between such words
// (+44 20 7946 0000, Google Search Console), and may end with a sign (80+, 42%, C++).
const start = String.raw`[+#$£€]?[\p{Script=Latin}0-9]`
const body = String.raw`[\p{Script=Latin}\p{M}0-9]`
const joiner = "[-+.@:/_#&=?~%*'’,]"
const ltrRun = new RegExp(
  String.raw`${start}(?:${body}|${joiner}+(?=[\p{Script=Latin}0-9])| (?=[+#]?[\p{Script=Latin}0-9]))*[%+#]*`,
  'gu',
)

/**
 * Every left-to-right run of a text: the one definition of "a left-to-right run inside
 * right-to-left text" that the article pipeline isolates and the translation check inspects.
 */
export function ltrRuns(text: string): LtrRun[] {
  return [...text.matchAll(ltrRun)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
  }))
}

/**
 * Whether a run would show in another order than it is written if left unisolated in Arabic or
 * Urdu text (Unicode's bidirectional algorithm): a sign before it moves to its right ('+44' shows
 * as '44+'), a sign after it moves to its left ('80+' as '+80', '42%' as '%42'), and numbers led
 * by a digit become Arabic numbers, laid out right to left when a space separates them
 * ('20 7946' as '7946 20'). Runs led by a Latin letter, and single numbers (24/7, 9:00, 1,000,
 * a range 2024-2025 that reads right to left as it should) keep their order.
 */
export function reordersInRtl(run: string): boolean {
  if (/^[^\p{L}\p{N}]/u.test(run) || /[^\p{L}\p{N}\p{M}]$/u.test(run)) return true
  if (/^\p{Script=Latin}/u.test(run)) return false
  return !/^[0-9]+(?:[.,:/\-–][0-9]+)*[\p{Script=Latin}\p{M}0-9]*$/u.test(run)
}

const opens = new Set(['\u2066', '\u2067', '\u2068'])

/**
 * Whether the text between start and end is already isolated: inside U+2066-2068 … U+2069
 * (isolateLtr), or held in place by left-to-right marks on both sides, as ICU writes '42‎%‎'.
 */
export function isIsolated(text: string, from: number, to: number): boolean {
  let depth = 0
  for (const char of text.slice(0, from)) {
    if (opens.has(char)) depth++
    else if (char === '\u2069' && depth > 0) depth--
  }
  if (depth > 0) return true
  const lrm = '\u200e'
  return text[from - 1] === lrm && (text[to] === lrm || to === text.length)
}
