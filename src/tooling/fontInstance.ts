// One weight of a variable font as a static TrueType font (fontTools' instancer), for what reads a
// font's metrics without knowing of axes: Capsize, which sizes the fallback faces.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { toTrueType } from './harfbuzz.ts'

const fonttools = process.env.FONTTOOLS ?? 'fonttools'

export async function staticInstance(file: string, weight: number): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'font-instance-'))
  try {
    const input = path.join(dir, 'variable.ttf')
    const output = path.join(dir, 'instance.ttf')
    writeFileSync(input, await toTrueType(readFileSync(file)))
    execFileSync(fonttools, ['varLib.instancer', input, `wght=${weight}`, '-q', '-o', output], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    return readFileSync(output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
