// HarfBuzz (the shaper Chromium uses) for the font scripts and their tests: shaping text to glyphs
// and cutting a font down to chosen characters and glyphs. Build-time only, never in a page.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import fontverter from 'fontverter'
import { Blob, Face, Feature, Font, Buffer as HbBuffer, shape, shapeWithTrace, TracePhase, Variation } from 'harfbuzzjs'
import { woff2ByFontTools } from './fontToolsWoff2.ts'

/** A font file (woff2, woff or TrueType) as plain TrueType, which HarfBuzz reads. */
export async function toTrueType(file: Buffer): Promise<Buffer> {
  return fontverter.convert(file, 'truetype')
}

/** What one shaped glyph looks like on the page: enough to tell two different glyphs apart. */
export type GlyphSignature = string

export interface Shaper {
  unitsPerEm: number
  /**
   * Every glyph shaping a run of text passes through: the glyphs drawn and those the rules put in
   * between (Nastaliq decomposes letters into parts and rebuilds them over dozens of lookups).
   */
  glyphsUsed(text: string, features?: readonly string[]): Set<number>
  /** The run's total advance, in font units. */
  width(text: string): number
  /**
   * Advance, offsets and ink box of each glyph: identical for the same glyph in two cuts of a font.
   * `features` are those the page's CSS turns on besides the defaults, e.g. ['tnum'], or off ('-locl').
   */
  signatures(text: string, features?: readonly string[]): GlyphSignature[]
  /** The code points the font maps. */
  codePoints(): Set<number>
  /**
   * How far the run's ink rises above the baseline, in font units. Nastaliq lifts each letter of
   * a word by its offset, so a glyph's own box says little about where it is drawn.
   */
  inkTop(text: string): number
}

/** A feature as CSS's font-feature-settings writes it: 'tnum' on, '-locl' off. */
function feature(setting: string): Feature {
  const parsed = Feature.fromString(setting)
  if (!parsed) throw new Error(`not a feature setting: ${setting}`)
  return parsed
}

/** `weight` sets a variable font's weight axis (the font's default instance without it). */
export async function createShaper(file: Buffer, weight?: number): Promise<Shaper> {
  const face = new Face(new Blob(await toTrueType(file)), 0)
  const font = new Font(face)
  if (weight !== undefined) font.setVariations([new Variation('wght', weight)])
  const run = (text: string, features: readonly string[] = []) => {
    const buffer = new HbBuffer()
    buffer.addText(text)
    buffer.guessSegmentProperties()
    shape(font, buffer, features.map(feature))
    const shaped = buffer.getGlyphInfosAndPositions()
    return shaped
  }
  return {
    unitsPerEm: face.upem,
    glyphsUsed: (text, features = []) => {
      const buffer = new HbBuffer()
      buffer.addText(text)
      buffer.guessSegmentProperties()
      const used = new Set<number>()
      const on = features.map(feature)
      for (const step of shapeWithTrace(font, buffer, on, 0, TracePhase.DONT_STOP)) {
        if (!step.glyphs) continue
        for (const glyph of step.t as { g: number }[]) used.add(glyph.g)
      }
      return used
    },
    width: (text) => run(text).reduce((total, glyph) => total + (glyph.xAdvance ?? 0), 0),
    signatures: (text, features) =>
      run(text, features).map((glyph) => {
        const ink = font.glyphExtents(glyph.codepoint)
        return [
          glyph.xAdvance,
          glyph.xOffset,
          glyph.yOffset,
          ink?.xBearing,
          ink?.yBearing,
          ink?.width,
          ink?.height,
        ].join(',')
      }),
    codePoints: () => new Set(face.collectUnicodes()),
    inkTop: (text) =>
      Math.max(
        0,
        ...run(text).map((glyph) => (glyph.yOffset ?? 0) + (font.glyphExtents(glyph.codepoint)?.yBearing ?? 0)),
      ),
  }
}

interface SubsetWasm {
  memory: WebAssembly.Memory
  _initialize(): void
  malloc(size: number): number
  free(pointer: number): void
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number
  hb_blob_destroy(blob: number): void
  hb_blob_get_data(blob: number, length: number): number
  hb_blob_get_length(blob: number): number
  hb_face_create(blob: number, index: number): number
  hb_face_destroy(face: number): void
  hb_face_reference_blob(face: number): number
  hb_set_add(set: number, value: number): void
  hb_set_clear(set: number): void
  hb_set_invert(set: number): void
  hb_subset_input_create_or_fail(): number
  hb_subset_input_destroy(input: number): void
  hb_subset_input_get_flags(input: number): number
  hb_subset_input_set_flags(input: number, flags: number): void
  hb_subset_input_set(input: number, which: number): number
  hb_subset_input_unicode_set(input: number): number
  hb_subset_or_fail(face: number, input: number): number
}

let subsetWasm: Promise<SubsetWasm> | undefined
function loadSubsetWasm(): Promise<SubsetWasm> {
  subsetWasm ??= (async () => {
    const wasmFile = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')
    const { instance } = await WebAssembly.instantiate(readFileSync(wasmFile))
    const wasm = instance.exports as unknown as SubsetWasm
    wasm._initialize()
    return wasm
  })()
  return subsetWasm
}

const HB_MEMORY_MODE_WRITABLE = 2
const HB_SUBSET_SETS_GLYPH_INDEX = 0
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200

export interface SubsetRequest {
  /** The characters the subset maps. */
  codePoints: Iterable<number>
  /**
   * Keep only these glyphs (besides each character's own): the layout rules that lead anywhere
   * else are dropped. Without it, every glyph the rules can reach from the characters is kept.
   */
  glyphs?: Iterable<number>
  /**
   * The layout features to keep. Without it, every feature is kept; with it, features no browser
   * applies unasked (Inter's fractions, superiors and proportional figures) and the glyphs only
   * they reach are cut.
   */
  features?: Iterable<string>
  /** A variable font's weight axis, narrowed to this range (fontToolsWoff2.ts). */
  weights?: readonly [number, number]
}

/**
 * The features browsers apply to text without being asked (HarfBuzz's defaults for Latin and
 * Arabic script, as Chromium, Firefox and Safari shape it). A subset that keeps these draws the
 * page's text as the full font does.
 */
export const defaultFeatures = [
  ...['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn'],
  ...['calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt'],
  ...['ltra', 'ltrm', 'rtla', 'rtlm'],
  ...['isol', 'init', 'medi', 'fina', 'fin2', 'fin3', 'med2', 'stch', 'mset'],
] as const

const tagNumber = (tag: string) => [...tag].reduce((number, char) => number * 256 + (char.codePointAt(0) ?? 32), 0)

/** Cuts a font down with hb-subset, keeping every layout feature (or those asked for), and returns woff2 (fontToolsWoff2.ts). */
export async function subsetFont(file: Buffer, request: SubsetRequest): Promise<Buffer> {
  const wasm = await loadSubsetWasm()
  const trueType = await toTrueType(file)
  const input = wasm.hb_subset_input_create_or_fail()
  if (input === 0) throw new Error('hb_subset_input_create_or_fail failed')
  const data = wasm.malloc(trueType.byteLength)
  new Uint8Array(wasm.memory.buffer).set(trueType, data)
  const blob = wasm.hb_blob_create(data, trueType.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0)
  const face = wasm.hb_face_create(blob, 0)
  wasm.hb_blob_destroy(blob)
  try {
    // Every layout feature unless told: Arabic scripts need their joining forms, ligatures and mark positions.
    const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
    wasm.hb_set_clear(features)
    if (request.features) for (const tag of request.features) wasm.hb_set_add(features, tagNumber(tag))
    else wasm.hb_set_invert(features)
    const unicodes = wasm.hb_subset_input_unicode_set(input)
    for (const codePoint of request.codePoints) wasm.hb_set_add(unicodes, codePoint)
    if (request.glyphs) {
      wasm.hb_subset_input_set_flags(input, wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE)
      const glyphs = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX)
      for (const glyph of request.glyphs) wasm.hb_set_add(glyphs, glyph)
    }
    const subset = wasm.hb_subset_or_fail(face, input)
    if (subset === 0) throw new Error('hb_subset_or_fail failed')
    const result = wasm.hb_face_reference_blob(subset)
    const bytes = Buffer.from(
      new Uint8Array(wasm.memory.buffer, wasm.hb_blob_get_data(result, 0), wasm.hb_blob_get_length(result)),
    )
    wasm.hb_blob_destroy(result)
    wasm.hb_face_destroy(subset)
    return woff2ByFontTools(bytes, request.weights)
  } finally {
    wasm.hb_face_destroy(face)
    wasm.hb_subset_input_destroy(input)
    wasm.free(data)
  }
}
