import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

let dir: string

function writeLocales(files: Record<string, unknown>) {
  dir = mkdtempSync(path.join(tmpdir(), 'locales-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), JSON.stringify(content))
  }
}

function runCheck(): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/i18n-check.ts', dir], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { status: 0, output }
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string }
    return { status: failed.status, output: failed.stdout + failed.stderr }
  }
}

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run i18n:check', () => {
  it('passes complete translations', () => {
    writeLocales({
      'en/common.json': { hello: 'Hello {{name}}' },
      'ar/common.json': { hello: 'مرحبا {{name}}' },
      'ur/common.json': { hello: 'السلام علیکم {{name}}' },
    })
    expect(runCheck()).toMatchObject({ status: 0, output: expect.stringContaining('i18n:check passed') })
  })

  it('fails, naming the file and key, when Urdu lacks a key, Arabic stays English or a placeholder differs', () => {
    writeLocales({
      'en/common.json': { hello: 'Hello {{name}}', bye: 'Goodbye' },
      'ar/common.json': { hello: 'مرحبا {{user}}', bye: 'Goodbye' },
      'ur/common.json': { hello: 'السلام علیکم {{name}}' },
    })
    const { status, output } = runCheck()
    expect(status).toBe(1)
    expect(output).toMatch(/missing\s+locales\/ur\/common\.json\s+bye/)
    expect(output).toMatch(/identical\s+locales\/ar\/common\.json\s+bye/)
    expect(output).toMatch(/placeholders\s+locales\/ar\/common\.json\s+hello/)
  })
})
