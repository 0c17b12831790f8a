// Metric-matched fallback faces for every web font (`npm run fonts`): local fonts scaled with
// size-adjust and given the web font's ascent, descent and line gap, so text painted before the web
// font arrives wraps and stands as it will after the swap. Capsize computes the overrides from the
// font files; for Arabic and Urdu, whose letters change width with their neighbours, the average
// advance that sets size-adjust is measured by shaping the site's own text with HarfBuzz.
import { readFileSync } from 'node:fs'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import roboto from '@capsizecss/metrics/roboto'
import { fromBuffer } from '@capsizecss/unpack'
import { type FaceId, webFaces } from '#components/theme/fontFaces.ts'
import type { FallbackFace, FontFallbacks } from '#components/theme/fontFallbackTypes.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { weightInstance } from './fontInstance.ts'
import { corpus, fontSubsets, shapingRuns } from './fontSubsets.ts'
import { createShaper, toTrueType } from './harfbuzz.ts'

export const fallbackFile = 'src/components/theme/fontFallbacks.json'

type Metrics = Awaited<ReturnType<typeof fromBuffer>>

interface Candidate {
  /** The name in the fallback's family: 'Inter Fallback: Arial'. */
  name: string
  /** local() names, the first the platform has wins: metric-compatible clones share one face. */
  local: (weight: 400 | 700) => string[]
  metrics: (weight: 400 | 700) => Promise<Metrics>
  /** The font file, to measure Arabic-script text with: without one, the candidate is Latin-only. */
  file?: (weight: 400 | 700) => string
}

const dejaVuFile = (weight: 400 | 700) =>
  `/usr/share/fonts/truetype/dejavu/DejaVuSans${weight === 700 ? '-Bold' : ''}.ttf`
const fromFile = async (file: string) => fromBuffer(await toTrueType(readFileSync(file)))
// The collection's entries carry their weights under `variants`, which its types leave out.
const fromCollection = (metrics: typeof arial) => async (weight: 400 | 700) => {
  const variants = (metrics as typeof metrics & { variants?: Record<string, Metrics> }).variants
  return ((weight === 700 ? variants?.['700'] : undefined) ?? metrics) as Metrics
}

// Windows, macOS and iOS have Arial, and Linux its metric clones Liberation Sans and Arimo;
// Android has Roboto; a bare Linux has DejaVu Sans (the machines the tests and the bench run on).
const arialLike: Candidate = {
  name: 'Arial',
  local: (weight) =>
    weight === 700
      ? ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold']
      : ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
  metrics: fromCollection(arial),
}
const robotoLike: Candidate = {
  name: 'Roboto',
  local: (weight) => (weight === 700 ? ['Roboto Bold', 'Roboto-Bold'] : ['Roboto', 'Roboto-Regular']),
  metrics: fromCollection(roboto),
}
const dejaVu: Candidate = {
  name: 'DejaVu Sans',
  local: (weight) => (weight === 700 ? ['DejaVu Sans Bold', 'DejaVuSans-Bold'] : ['DejaVu Sans', 'DejaVuSans']),
  metrics: (weight) => fromFile(dejaVuFile(weight)),
  file: dejaVuFile,
}
/** The web font's own family installed locally (Android ships Noto Naskh Arabic and Noto Nastaliq Urdu). */
const installed = (source: (weight: 400 | 700) => string, family: string, postscript: string): Candidate => ({
  name: family,
  local: (weight) =>
    weight === 700 ? [`${family} Bold`, `${postscript}-Bold`] : [family, `${family} Regular`, `${postscript}-Regular`],
  metrics: (weight) => fromFile(source(weight)),
  file: source,
})

const naskhSource = (weight: 400 | 700) =>
  `node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`
const nastaliqSource = () =>
  'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2'

const candidates: Record<FaceId, Candidate[]> = {
  'inter-latin-400': [arialLike, robotoLike, dejaVu],
  'inter-latin-700': [arialLike, robotoLike, dejaVu],
  'inter-rtl-400': [arialLike, robotoLike, dejaVu],
  'inter-rtl-700': [arialLike, robotoLike, dejaVu],
  // Android's own Arabic face is Noto Naskh Arabic; a bare Linux has DejaVu Sans.
  'plex-arabic-400': [installed(naskhSource, 'Noto Naskh Arabic', 'NotoNaskhArabic'), dejaVu],
  'plex-arabic-700': [installed(naskhSource, 'Noto Naskh Arabic', 'NotoNaskhArabic'), dejaVu],
  'nastaliq-400': [installed(nastaliqSource, 'Noto Nastaliq Urdu', 'NotoNastaliqUrdu'), dejaVu],
}

/** The locales whose text a face draws. */
function faceLocales(id: FaceId): Locale[] {
  const subset = fontSubsets.find((candidate) => webFaces[id].file.endsWith(candidate.file))
  return subset ? [...subset.locales] : locales.filter((locale) => locale === 'en')
}

/** The stretches of a face's characters in its locales' text, as the browser shapes them. */
function faceRuns(id: FaceId): string[] {
  const ranges = parseUnicodeRange(webFaces[id].unicodeRange)
  return shapingRuns(
    faceLocales(id).flatMap((locale) => corpus(locale)),
    ranges,
  )
}

function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [first = '0', last = first] = part.trim().replace(/^U\+/, '').split('-')
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)]
  })
}

/** Average advance per character of the runs, as a share of the em. */
async function averageAdvance(font: string | Buffer, runs: readonly string[]): Promise<number> {
  const shaper = await createShaper(typeof font === 'string' ? readFileSync(font) : font)
  let width = 0
  let characters = 0
  for (const run of runs) {
    width += shaper.width(run)
    characters += [...run].length
  }
  return width / characters / shaper.unitsPerEm
}

/**
 * size-adjust makes the fallback's text as long as the web font's. Where the fallback's file is at
 * hand, both fonts shape the site's own text in the face's characters ('Bayan Digital', Arabic
 * words whose letters change width with their neighbours); otherwise Capsize's average for English.
 */
async function fallbacksOf(id: FaceId): Promise<FallbackFace[]> {
  const face = webFaces[id]
  // A variable file (Inter on Arabic and Urdu pages) is measured at the face's own weight.
  const trueType = await toTrueType(readFileSync(face.file))
  const webFont = fontSubsets.find((subset) => face.file.endsWith(subset.file))?.weights
    ? weightInstance(trueType, String(face.weight))
    : trueType
  const metrics = await fromBuffer(webFont)
  const runs = faceRuns(id)
  const webAdvance = await averageAdvance(webFont, runs)
  const faces: FallbackFace[] = []
  for (const candidate of candidates[id]) {
    const fallback = await candidate.metrics(face.weight)
    const file = candidate.file?.(face.weight)
    // Arabic letters are measured or not matched: Capsize's English average says nothing of them.
    if (face.script === 'arabic' && !file) continue
    const sizeAdjust = file ? `${((webAdvance / (await averageAdvance(file, runs))) * 100).toFixed(2)}%` : undefined
    const { fontFaces } = createFontStack(
      [
        { ...metrics, familyName: face.family },
        { ...fallback, familyName: candidate.name },
      ],
      { fontFaceFormat: 'styleObject', fontFaceProperties: sizeAdjust ? { sizeAdjust } : {} },
    )
    const rule = fontFaces[0]?.['@font-face']
    if (!rule) throw new Error(`Capsize made no fallback face for ${id}`)
    faces.push({
      family: `${face.family} Fallback: ${candidate.name}`,
      local: candidate.local(face.weight),
      sizeAdjust: rule.sizeAdjust ? String(rule.sizeAdjust) : undefined,
      ascentOverride: rule.ascentOverride ? String(rule.ascentOverride) : undefined,
      descentOverride: rule.descentOverride ? String(rule.descentOverride) : undefined,
      lineGapOverride: rule.lineGapOverride ? String(rule.lineGapOverride) : undefined,
    })
  }
  return faces
}

export async function generateFallbacks(): Promise<FontFallbacks> {
  const ids = Object.keys(webFaces) as FaceId[]
  const entries: [FaceId, FallbackFace[]][] = []
  for (const id of ids) entries.push([id, await fallbacksOf(id)])
  return Object.fromEntries(entries) as FontFallbacks
}
