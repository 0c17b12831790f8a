// The font files the site cuts from the @fontsource packages (`npm run fonts`), and the text they
// must be able to draw. Shared by scripts/fonts.ts, which writes them, and the unit test that fails
// when the translations outgrow them.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { arabicCodePointRanges } from '#components/theme/arabicCharacters.ts'
import { rtlLatinCodePointRanges } from '#components/theme/latinCharacters.ts'
import { type CodePointRange, codePoints } from '#components/theme/unicodeRanges.ts'
import { urduCodePointRanges } from '#components/theme/urduCharacters.ts'
import {
  formatDate,
  formatHourOfDay,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTimeOfDay,
  formatWeekday,
} from '#i18n/format.ts'
import type { Locale } from '#i18n/locales.ts'
import { localesDir as workingLocalesDir } from '#i18n/localesDir.server.ts'
import { createShaper, defaultFeatures, type GlyphSignature, subsetFont } from './harfbuzz.ts'
import { spaceBeforePehFeature, widenSpaceBeforePeh } from './spaceBeforePeh.ts'

export interface FontSubset {
  /** The file written to src/assets/fonts. */
  file: string
  /** The @fontsource file it is cut from. */
  source: string
  /** The locales whose text it draws. */
  locales: readonly Locale[]
  ranges: readonly CodePointRange[]
  /**
   * 'closure' keeps every glyph the font's rules can reach from the characters. 'shaped' keeps only
   * the glyphs the locales' text shapes to: Noto Nastaliq Urdu's contextual rules reach 1,700
   * glyphs, of which the Urdu text uses about 400 (103 KB -> 77 KB). A word the subset cannot draw
   * as the full font does fails the unit test, and `npm run fonts` cuts the file again.
   */
  glyphs: 'closure' | 'shaped'
  /**
   * 'ranges' maps every character of the ranges; 'used' only those the text uses (the ranges stay
   * the face's unicode-range): Noto Nastaliq Urdu's Arabic letters and digits that Urdu never
   * writes cost 2 KB. A character the text gains fails the unit test until `npm run fonts`.
   */
  characters: 'ranges' | 'used'
  /**
   * 'all' keeps every layout feature of the font; 'browser' only those a browser applies unasked
   * (harfbuzz.ts `defaultFeatures`) and `features`: Inter's fractions, superiors and proportional
   * figures, which no page asks for, are a sixth of the file.
   */
  layout: 'all' | 'browser'
  /** Features the pages' CSS turns on for this face's text besides the defaults ('tnum'). */
  features?: readonly string[]
  /**
   * A change made to the source before the cut (with fontTools, so by `npm run fonts` only), and the
   * feature that carries it: the completeness check turns that feature off, so the cut can be
   * compared with the untouched source without fontTools.
   */
  adjust?: { apply: (font: Buffer) => Buffer; feature: string }
  /** Text the face draws on its locales' pages besides their translations. */
  alsoDraws?: () => string[]
  /**
   * A variable source: the weights the pages set it in. The cut keeps the weight axis from the
   * first to the last (the masters outside go), and the text is shaped at each of them.
   */
  weights?: readonly [number, number]
}

export const fontAssetsDir = 'src/assets/fonts'

const fontsource = (file: string) => `node_modules/@fontsource/${file}`

/**
 * Latin that Arabic and Urdu pages show besides their translations: the brand, product and tool
 * names, phone numbers, emails and URLs of src/config (every quoted string there, to be safe), and
 * the other languages' offer to switch ('Read it in English').
 */
export function sharedLatinText(localesDir = workingLocalesDir()): string[] {
  const configDir = path.resolve('src/config')
  const config = readdirSync(configDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    // Line comments go first: their apostrophes would pair with the quotes of the code after them.
    .map((file) => readFileSync(path.join(configDir, file), 'utf8').replace(/(^|\s)\/\/.*$/gm, '$1'))
    .flatMap((code) => [...code.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)])
    .map((match) => match[2] as string)
  const offers = (['en', 'ar', 'ur'] as const).flatMap((locale) =>
    stringValues(JSON.parse(readFileSync(path.join(localesDir, locale, 'common.json'), 'utf8')).language),
  )
  return [...config, ...offers]
}

export const fontSubsets: readonly FontSubset[] = [
  // Arabic interface text, headings and articles: one sans in two weights, cut to the Arabic
  // alphabet (decision 0010). Latin on Arabic pages is Inter's.
  {
    file: 'ibm-plex-sans-arabic-ar-400.woff2',
    source: fontsource('ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2'),
    locales: ['ar'],
    ranges: arabicCodePointRanges,
    glyphs: 'closure',
    characters: 'ranges',
    layout: 'all',
  },
  {
    file: 'ibm-plex-sans-arabic-ar-700.woff2',
    source: fontsource('ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2'),
    locales: ['ar'],
    ranges: arabicCodePointRanges,
    glyphs: 'closure',
    characters: 'ranges',
    layout: 'all',
  },
  {
    file: 'noto-nastaliq-urdu-urdu-400.woff2',
    source: fontsource('noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2'),
    locales: ['ur'],
    ranges: urduCodePointRanges,
    glyphs: 'shaped',
    characters: 'used',
    layout: 'all',
    // The gap before peh, in the font rather than the text (decision 0004).
    adjust: { apply: widenSpaceBeforePeh, feature: spaceBeforePehFeature },
  },
  // Latin on Arabic and Urdu pages is digits, names and addresses: Basic Latin halves Inter.
  // Only the glyphs their text shapes to, with the features browsers apply and the tabular figures
  // of phone numbers (GlobalStyles). One variable file for both weights: 15.4 KB where two static
  // cuts were 18.9 KB, and one request, not two, beside the page's own script on a slow phone
  // (decision 0004).
  {
    file: 'inter-rtl.woff2',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    locales: ['ar', 'ur'],
    ranges: rtlLatinCodePointRanges,
    glyphs: 'shaped',
    characters: 'ranges',
    layout: 'browser',
    features: ['tnum'],
    alsoDraws: () => sharedLatinText(),
    weights: [400, 700],
  },
]

function stringValues(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (node && typeof node === 'object') return Object.values(node).flatMap(stringValues)
  return []
}

/** The translators' text of a locale (LOCALES_DIR, as the build reads): JSON values and whole Markdown articles. */
export function localeText(locale: Locale, localesDir = workingLocalesDir()): string[] {
  const dir = path.join(localesDir, locale)
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((file) => {
    const text = () => readFileSync(path.join(dir, file), 'utf8')
    // Dot files are the tools' records (.translated-from.json keeps the English a translation
    // was made from), never text a page shows.
    if (path.basename(file).startsWith('.')) return []
    if (file.endsWith('.json')) return stringValues(JSON.parse(text()))
    if (file.endsWith('.md')) return [text()]
    return []
  })
}

/** What the pages print through Intl rather than the translations: weekdays, months, times, dates. */
export function formattedText(locale: Locale): string[] {
  const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`)
  const times = Array.from(
    { length: 48 },
    (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? 30 : '00'}`,
  )
  return [
    ...Array.from({ length: 7 }, (_, i) => formatWeekday(locale, i + 1)),
    ...months.map((month) => formatMonth(locale, month)),
    ...months.map((month) => formatDate(locale, `${month}-20`)),
    ...times.map((time) => formatTimeOfDay(locale, time)),
    ...times.map((time) => formatHourOfDay(locale, time)),
    formatPercent(locale, 42.5),
    formatNumber(locale, 1234),
  ]
}

/** Everything a locale's pages can show. */
export function corpus(locale: Locale, localesDir?: string): string[] {
  return [...localeText(locale, localesDir), ...formattedText(locale)]
}

/**
 * The runs a font shapes: stretches of its own characters, as the browser shapes them between
 * other fonts' text, and each word alone (a word beside a number or a link is shaped alone).
 */
export function shapingRuns(texts: readonly string[], ranges: readonly CodePointRange[]): string[] {
  const inSubset = new Set(codePoints(ranges))
  const runs = new Set<string>()
  for (const text of texts) {
    let run = ''
    const flush = () => {
      // Runs of spaces and direction marks alone draw nothing.
      if (/\p{L}/u.test(run)) {
        runs.add(run.trim())
        for (const word of run.trim().split(/\s+/)) if (/\p{L}/u.test(word)) runs.add(word)
      }
      run = ''
    }
    for (const char of text) {
      if (inSubset.has(char.codePointAt(0) as number)) run += char
      else flush()
    }
    flush()
  }
  return [...runs]
}

/** Each word and each pair of neighbouring words of the runs: short enough to trace through every lookup. */
export function wordsAndPairs(runs: readonly string[]): string[] {
  const pieces = new Set<string>()
  for (const run of runs) {
    const words = run.split(/\s+/)
    words.forEach((word, i) => {
      pieces.add(word)
      if (i > 0) pieces.add(`${words[i - 1]} ${word}`)
    })
  }
  return [...pieces]
}

/** Characters of a script in the text that the subset does not map, e.g. 'ك U+0643'. */
export function missingCharacters(texts: readonly string[], script: RegExp, ranges: readonly CodePointRange[]) {
  const inSubset = new Set(codePoints(ranges))
  const missing = new Set<string>()
  for (const text of texts) {
    for (const char of text) {
      const codePoint = char.codePointAt(0) as number
      if (script.test(char) && !inSubset.has(codePoint))
        missing.add(`${char} U+${codePoint.toString(16).toUpperCase()}`)
    }
  }
  return [...missing]
}

export function subsetRuns(subset: FontSubset, localesDir?: string): string[] {
  return shapingRuns(
    [...subset.locales.flatMap((locale) => corpus(locale, localesDir)), ...(subset.alsoDraws?.() ?? [])],
    subset.ranges,
  )
}

/** The characters a subset maps: its ranges, or those of its ranges its text uses. */
export function subsetCodePoints(subset: FontSubset, localesDir?: string): number[] {
  const all = codePoints(subset.ranges)
  if (subset.characters === 'ranges') return all
  const used = new Set([...subsetRuns(subset, localesDir).join(' ')].map((char) => char.codePointAt(0) as number))
  return all.filter((codePoint) => used.has(codePoint))
}

/** The feature sets the text is shaped with: the defaults, and the defaults with the CSS's extras. */
const featureSets = (subset: FontSubset): (readonly string[])[] => [[], ...(subset.features ? [subset.features] : [])]

/** The weights the text is shaped at: each end of a variable font's range, or the font's own. */
const shapingWeights = (subset: FontSubset): (number | undefined)[] =>
  subset.weights ? [...subset.weights] : [undefined]

/** Cuts one subset from its source file. */
export async function cutSubset(subset: FontSubset, localesDir?: string): Promise<Buffer> {
  const untouched = readFileSync(subset.source)
  const source = subset.adjust ? subset.adjust.apply(untouched) : untouched
  const codePointsKept = subsetCodePoints(subset, localesDir)
  const features = subset.layout === 'browser' ? [...defaultFeatures, ...(subset.features ?? [])] : undefined
  const { weights } = subset
  if (subset.glyphs === 'closure') return subsetFont(source, { codePoints: codePointsKept, features, weights })
  const glyphs = new Set<number>()
  const pieces = wordsAndPairs(subsetRuns(subset, localesDir))
  for (const weight of shapingWeights(subset)) {
    const shaper = await createShaper(source, weight)
    for (const piece of pieces)
      for (const on of featureSets(subset)) for (const glyph of shaper.glyphsUsed(piece, on)) glyphs.add(glyph)
  }
  return subsetFont(source, { codePoints: codePointsKept, glyphs, features, weights })
}

/**
 * The same glyphs at the same places. A static cut must match the full font to the unit. Narrowing
 * a variable font's axis (Inter's, to 400-700) re-rounds its deltas: an advance or an ink edge at
 * 700 may move by one unit of 2,048 (0.008 px at 16 px), while a different glyph differs by far more.
 */
function drawnAlike(full: readonly GlyphSignature[], cut: readonly GlyphSignature[], tolerance: number): boolean {
  const numbers = (signature: GlyphSignature) => signature.split(',').map(Number)
  return (
    full.length === cut.length &&
    full.every((glyph, i) => {
      const [a, b] = [numbers(glyph), numbers(cut[i] as GlyphSignature)]
      return a.every((value, field) => Math.abs(value - (b[field] as number)) <= tolerance)
    })
  )
}

/** The runs the subset draws differently from the full font, at any of its weights: empty when the subset is complete. */
export async function runsDrawnDifferently(subset: FontSubset, localesDir?: string): Promise<string[]> {
  const runs = subsetRuns(subset, localesDir)
  const tolerance = subset.weights ? 1 : 0
  const different = new Set<string>()
  for (const weight of shapingWeights(subset)) {
    const full = await createShaper(readFileSync(subset.source), weight)
    const cut = await createShaper(readFileSync(path.join(fontAssetsDir, subset.file)), weight)
    const off = subset.adjust ? [`-${subset.adjust.feature}`] : []
    for (const run of runs)
      for (const on of featureSets(subset).map((set) => [...set, ...off]))
        if (!drawnAlike(full.signatures(run, on), cut.signatures(run, on), tolerance)) different.add(run)
  }
  return [...different]
}
