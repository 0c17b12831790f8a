// A variable font with its weight axis pinned ('700') or narrowed ('400:700') by fontTools'
// instancer (Debian's `fonttools`): narrowed for the cut the pages load (fontToolsWoff2.ts), pinned
// for what reads a font's metrics without knowing of axes (Capsize, which sizes the fallbacks).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const fonttools = process.env.FONTTOOLS ?? 'fonttools'

/** The TrueType font at `weight`: one value, or a range 'first:last'. */
export function weightInstance(trueType: Buffer, weight: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'font-instance-'))
  try {
    const input = path.join(dir, 'variable.ttf')
    const output = path.join(dir, 'instance.ttf')
    writeFileSync(input, trueType)
    execFileSync(fonttools, ['varLib.instancer', input, `wght=${weight}`, '-q', '-o', output], {
      stdio: ['ignore', 'ignore', 'pipe'],
      // The instancer stamps the file with the time it ran; a fixed stamp cuts the same bytes each time.
      env: { ...process.env, SOURCE_DATE_EPOCH: '0' },
    })
    return readFileSync(output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
