// `npm run fonts` (also `npm run font:arabic`, `npm run font:urdu`): cuts the site's font files
// from the @fontsource packages into src/assets/fonts (src/tooling/fontSubsets.ts says which and
// why), lists the Urdu articles' words too tall for their line (src/tooling/tallWords.ts), then
// writes the metric-matched fallback faces (src/components/theme/fontFallbacks.json).
// Run it after changing a character list, or when `npm test` says a translation outgrew a subset.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fallbackFile, generateFallbacks } from '#tooling/fontFallbacks.ts'
import { cutSubset, fontAssetsDir, fontSubsets } from '#tooling/fontSubsets.ts'
import { measureTallWords, tallWordsFile } from '#tooling/tallWords.ts'

// `npm run fonts -- --fallbacks` writes the fallback faces only.
const subsets = process.argv.includes('--fallbacks') ? [] : fontSubsets
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
for (const subset of subsets) {
  const cut = await cutSubset(subset)
  const target = path.join(fontAssetsDir, subset.file)
  writeFileSync(target, cut)
  console.log(`${target}: ${kb(cut.length)} (from ${kb(readFileSync(subset.source).length)})`)
}
if (subsets.length > 0) {
  const tall = await measureTallWords()
  writeFileSync(tallWordsFile, `${JSON.stringify(tall)}\n`)
  console.log(`${tallWordsFile}: ${tall.length} tall words`)
}

writeFileSync(fallbackFile, `${JSON.stringify(await generateFallbacks(), null, 2)}\n`)
execFileSync('node_modules/.bin/biome', ['format', '--write', fallbackFile], { stdio: 'ignore' })
console.log(`${fallbackFile}: fallback faces written`)
