// The last step of every font cut: fontTools writes the woff2. HarfBuzz chooses the glyphs (it is
// the shaper Chromium uses), but fontTools serialises the layout tables so they compress better:
// Noto Nastaliq Urdu's contextual rules (GSUB, 180 KB before compression) come out 9 KB smaller in
// the woff2 (79.2 -> 70.4 KB), which is what brings Urdu pages under the 90 KB font budget. It
// keeps every glyph, character and layout feature of the cut; the fonts unit test still shapes
// every run of the text with the cut and the full font and compares them.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { weightInstance } from './fontInstance.ts'

/** Debian's `fonttools` package (with `python3-brotli`, for woff2) installs it. */
const pyftsubset = process.env.PYFTSUBSET ?? 'pyftsubset'

/**
 * A TrueType font, unchanged in content, as a woff2 file written by fontTools. `weights` narrows a
 * variable font's weight axis to the range the pages use (Inter's 100-900 to 400-700): the
 * instancer drops the masters outside it.
 */
export function woff2ByFontTools(trueType: Buffer, weights?: readonly [number, number]): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'font-cut-'))
  try {
    const input = path.join(dir, 'cut.ttf')
    const output = path.join(dir, 'cut.woff2')
    try {
      writeFileSync(input, weights ? weightInstance(trueType, `${weights[0]}:${weights[1]}`) : trueType)
      execFileSync(
        pyftsubset,
        [input, '--glyphs=*', '--layout-features=*', '--name-IDs=*', '--flavor=woff2', `--output-file=${output}`],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      )
    } catch (error) {
      throw new Error(
        `fontTools failed: \`npm run fonts\` needs it (apt-get install fonttools python3-brotli). ${error}`,
      )
    }
    return readFileSync(output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
