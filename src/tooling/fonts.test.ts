import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Blob, Face, Font, Buffer as HbBuffer, shape } from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { arabicCodePointRanges } from '#components/theme/arabicCharacters.ts'
import { fontFaceCss, fontUrls, offerFontFaceCss } from '#components/theme/fontFaceCss.ts'
import { localeFonts, offerFaces, webFaces } from '#components/theme/fontFaces.ts'
import { fontFallbacks, fontStacks } from '#components/theme/fonts.ts'
import { rtlLatinCodePointRanges } from '#components/theme/latinCharacters.ts'
import { urduCodePointRanges } from '#components/theme/urduCharacters.ts'
import { locales } from '#i18n/locales.ts'
import {
  corpus,
  fontAssetsDir,
  fontSubsets,
  missingCharacters,
  runsDrawnDifferently,
  subsetCodePoints,
  subsetRuns,
} from './fontSubsets.ts'
import { createShaper, toTrueType } from './harfbuzz.ts'
import { spaceBeforePehUnits } from './spaceBeforePeh.ts'
import { measureTallWords, tallWordInkTop, tallWordsFile } from './tallWords.ts'

const arabicScript = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u
// Latin letters and punctuation outside ASCII; direction marks and joiners are the Arabic faces'.
const latinOutsideAscii = /[\u00a0-\u024f\u2010-\u2027\u2030-\u205e]/u

// The build-time guard of the font subsets (`npm test` runs it before the build): a translator who
// uses a character, or a word, a subset cannot draw is told here; `npm run fonts` cuts it again.
describe('the font subsets', () => {
  it('map every Arabic-script character the Arabic and Urdu text uses', () => {
    expect(missingCharacters(corpus('ar'), arabicScript, arabicCodePointRanges)).toEqual([])
    expect(missingCharacters(corpus('ur'), arabicScript, urduCodePointRanges)).toEqual([])
  })

  it('map every Latin character outside ASCII that the Arabic and Urdu text uses', () => {
    const text = [...corpus('ar'), ...corpus('ur')]
    expect(missingCharacters(text, latinOutsideAscii, rtlLatinCodePointRanges)).toEqual([])
  })

  it.each(fontSubsets.map((subset) => [subset.file, subset] as const))(
    '%s maps the characters it was cut to',
    async (file, subset) => {
      const shaper = await createShaper(readFileSync(path.join(fontAssetsDir, file)))
      const mapped = shaper.codePoints()
      const wanted = subsetCodePoints(subset).filter((codePoint) => mapped.has(codePoint) || codePoint > 0x20)
      // A character the source font has must be in the cut (the source lacks a few marks).
      const source = (await createShaper(readFileSync(subset.source))).codePoints()
      expect(wanted.filter((codePoint) => source.has(codePoint) && !mapped.has(codePoint))).toEqual([])
    },
  )

  it.each(fontSubsets.map((subset) => [subset.file, subset] as const))(
    '%s draws every run of its locales exactly as the full font does',
    async (_file, subset) => {
      expect(await runsDrawnDifferently(subset)).toEqual([])
    },
    120_000,
  )

  it('catches an Urdu word whose letters the Nastaliq subset cannot join as the full font does', async () => {
    const localesDir = mkdtempSync(path.join(tmpdir(), 'locales-'))
    try {
      cpSync('locales', localesDir, { recursive: true })
      // Three ظ in a row: a sequence no Urdu word on the site has, so its joined forms were cut.
      writeFileSync(path.join(localesDir, 'ur', 'extra.json'), JSON.stringify({ word: 'ظظظ' }))
      const nastaliq = fontSubsets.find((subset) => subset.locales.includes('ur') && subset.glyphs === 'shaped')
      expect(nastaliq).toBeDefined()
      expect(await runsDrawnDifferently(nastaliq as (typeof fontSubsets)[number], localesDir)).toContain('ظظظ')
    } finally {
      rmSync(localesDir, { recursive: true, force: true })
    }
  }, 120_000)
})

// Decision 0004: the gap before an initial peh is the font's, never a character in the text.
describe('the Urdu face', () => {
  it('draws every space before peh 0.15 em wider, and nothing else differently', async () => {
    const nastaliq = fontSubsets.find((subset) => subset.adjust)
    if (!nastaliq?.adjust) throw new Error('no subset is adjusted')
    const cut = await createShaper(readFileSync(path.join(fontAssetsDir, nastaliq.file)))
    const advance = (signature: string) => Number(signature.split(',')[0])
    let widened = 0
    for (const run of subsetRuns(nastaliq)) {
      const [drawn, plain] = [cut.signatures(run), cut.signatures(run, [`-${nastaliq.adjust.feature}`])]
      const differences = drawn.flatMap((glyph, i) =>
        glyph === plain[i] ? [] : [advance(glyph) - advance(plain[i] ?? '')],
      )
      // One wider space for each space before peh in the run, each by the same amount.
      expect(differences, run).toEqual(Array((run.match(/ (?=پ)/gu) ?? []).length).fill(spaceBeforePehUnits))
      widened += differences.length
    }
    expect(widened).toBeGreaterThan(100)
  }, 120_000)
})

// A translator who writes a word that climbs as high as 'کسٹم' is told here; `npm run fonts`
// adds it to the list of words whose line the articles make taller.
describe('the Urdu tall-word list', () => {
  it(`names every word of the Urdu articles whose ink climbs ${tallWordInkTop} em or more`, async () => {
    expect(await measureTallWords()).toEqual(JSON.parse(readFileSync(tallWordsFile, 'utf8')))
  })

  it('catches a new word that climbs as high', async () => {
    const localesDir = mkdtempSync(path.join(tmpdir(), 'locales-'))
    try {
      cpSync('locales', localesDir, { recursive: true })
      // 'برمنگھم' (Birmingham) climbs 2.35 em; 'کسٹمائزیشن' starts like 'کسٹم' but stays under.
      writeFileSync(path.join(localesDir, 'ur', 'blog', 'extra.md'), 'برمنگھم میں کسٹمائزیشن')
      const tall = await measureTallWords(localesDir)
      expect(tall).toContain('برمنگھم')
      expect(tall).not.toContain('کسٹمائزیشن')
    } finally {
      rmSync(localesDir, { recursive: true, force: true })
    }
  })
})

describe('the font faces', () => {
  it.each(locales)('%s pages declare each face with its fallbacks over the same characters', (locale) => {
    const css = fontFaceCss(locale)
    const rules = css.split('@font-face').slice(1)
    const ruleOf = (family: string, weight: number) =>
      rules.find((rule) => rule.includes(`font-family:"${family}"`) && rule.includes(`font-weight:${weight};`))
    for (const id of localeFonts[locale].faces) {
      const { family, weight, unicodeRange } = webFaces[id]
      expect(ruleOf(family, weight)).toContain(`unicode-range:${unicodeRange}`)
      for (const fallback of fontFallbacks[id]) {
        expect(ruleOf(fallback.family, weight)).toContain(`unicode-range:${unicodeRange}`)
        expect(fontStacks[locale]).toContain(`"${fallback.family}"`)
      }
    }
    expect(css).not.toContain('fonts.googleapis')
  })

  it('offers each other language in its own face: Plex for Arabic, Nastaliq for Urdu', () => {
    expect(offerFaces('en')).toEqual(['plex-arabic-400', 'nastaliq-400'])
    expect(offerFaces('ar')).toEqual(['nastaliq-400'])
    expect(offerFaces('ur')).toEqual(['plex-arabic-400'])
  })

  it.each(locales)('%s pages declare the other languages’ offer faces and never preload them', (locale) => {
    const css = offerFontFaceCss(locale)
    for (const id of offerFaces(locale)) {
      expect(css).toContain(`src:url("${fontUrls[id]}")`)
      expect(localeFonts[locale].preload).not.toContain(id)
    }
  })

  it('has a measured fallback for every face, each naming its size and metrics', () => {
    for (const [id, fallbacks] of Object.entries(fontFallbacks)) {
      expect(fallbacks.length, id).toBeGreaterThan(0)
      // DejaVu Sans is what the test machines and a bare Linux set the text in.
      expect(fallbacks.map((fallback) => fallback.family).join(), id).toContain('DejaVu Sans')
    }
  })
})

/** How far the ink of a text rises above the baseline, as a share of the em. */
async function inkTop(file: string, text: string): Promise<number> {
  const face = new Face(new Blob(await toTrueType(readFileSync(file))), 0)
  const font = new Font(face)
  const buffer = new HbBuffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  shape(font, buffer)
  const tops = buffer.getGlyphInfosAndPositions().map((glyph) => font.glyphExtents(glyph.codepoint)?.yBearing ?? 0)
  return Math.max(...tops) / face.upem
}

// Decision 0009: Latin words in Arabic text are Inter's, at the same size. The Arabic face's alef
// must stand as tall as Inter's capitals, or one script looks a size smaller than the other
// (Noto Naskh Arabic's alef is 0.67 em to Inter's 0.73).
describe('the Arabic face', () => {
  it("is size-matched to Inter: its alef within 3 % of Inter's capital height", async () => {
    const alef = await inkTop(webFaces['plex-arabic-400'].file, 'ا')
    const capital = await inkTop(webFaces['inter-rtl-400'].file, 'H')
    expect(Math.abs(alef / capital - 1)).toBeLessThan(0.03)
  })
})
