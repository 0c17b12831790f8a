// Writes src/assets/fonts/noto-nastaliq-urdu-urdu-400.woff2: Noto Nastaliq Urdu cut down to the
// characters Urdu uses (src/components/theme/urduCharacters.ts). Run `npm run font:urdu` after
// changing that list, and paste the printed unicode-range into src/components/theme/fonts.css.
import { readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'
import { urduCodePointRanges, urduUnicodeRange } from '#components/theme/urduCharacters.ts'

const source = 'node_modules/@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2'
const target = 'src/assets/fonts/noto-nastaliq-urdu-urdu-400.woff2'
const text = urduCodePointRanges
  .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)))
  .join('')
const original = readFileSync(source)
const subset = await subsetFont(original, text, { targetFormat: 'woff2' })
writeFileSync(target, subset)
console.log(`${target}: ${subset.length} bytes (from ${original.length})`)
console.log(`unicode-range: ${urduUnicodeRange};`)
