// Noto Nastaliq Urdu with a wider space before peh (spaceBeforePeh.py says why and how), made by
// fontTools when `npm run fonts` cuts the Urdu face. Build-time only.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Debian's python3, which has its python3-fonttools (a PATH's own python3 may not). */
const python = process.env.FONTTOOLS_PYTHON ?? '/usr/bin/python3'
const script = path.resolve('src/tooling/spaceBeforePeh.py')

/** The feature the rule is in: the completeness check turns it off to compare with the untouched source. */
export const spaceBeforePehFeature = 'locl'

/**
 * How much wider, in units of the font's 1,000 to the em: 0.15 em, the thin space (U+2009) that
 * the text itself used to carry, 6 px at the 40 px the gap was measured at.
 */
export const spaceBeforePehUnits = 150

export function widenSpaceBeforePeh(font: Buffer): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'font-peh-'))
  try {
    const [input, output] = [path.join(dir, 'source.woff2'), path.join(dir, 'wider.ttf')]
    writeFileSync(input, font)
    execFileSync(python, [script, input, output, String(spaceBeforePehUnits)], { stdio: ['ignore', 'ignore', 'pipe'] })
    return readFileSync(output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
