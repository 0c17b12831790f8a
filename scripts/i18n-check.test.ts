import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

function run(script: string, args: string[]): { status: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, LOCALES_DIR: dir },
    })
    return { status: 0, output }
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string }
    return { status: failed.status, output: failed.stdout + failed.stderr }
  }
}

const runCheck = () => run('scripts/i18n-check.ts', [dir])
const confirm = (locale: string, target: string) => run('scripts/i18n.ts', ['confirm', locale, target])

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run i18n:check and npm run i18n', () => {
  it('fails translations nobody confirmed, and passes them once `confirm --all` recorded their English', () => {
    writeLocales({
      'en/common.json': { hello: 'Hello {{name}}' },
      'ar/common.json': { hello: 'مرحبا {{name}}' },
      'ur/common.json': { hello: 'السلام علیکم {{name}}' },
    })
    expect(runCheck()).toMatchObject({
      status: 1,
      output: expect.stringMatching(/outdated\s+locales\/ar\/common\.json\s+hello/),
    })
    expect(confirm('ar', '--all')).toMatchObject({
      status: 0,
      output: expect.stringContaining('ar: 1 translation(s) confirmed'),
    })
    expect(confirm('ur', '--all').status).toBe(0)
    expect(JSON.parse(readFileSync(path.join(dir, 'ar/.translated-from.json'), 'utf8'))).toEqual({
      'common:hello': { hash: expect.stringMatching(/^[0-9a-f]{16}$/), en: 'Hello {{name}}' },
    })
    expect(runCheck()).toMatchObject({ status: 0, output: expect.stringContaining('i18n:check passed') })
  })

  it('prints the English before and after for an outdated translation, and how to confirm it', () => {
    writeLocales({
      'en/common.json': { hello: 'Hello {{name}}' },
      'ar/common.json': { hello: 'مرحبا {{name}}' },
      'ur/common.json': { hello: 'السلام علیکم {{name}}' },
    })
    confirm('ar', '--all')
    confirm('ur', '--all')
    writeFileSync(path.join(dir, 'en/common.json'), JSON.stringify({ hello: 'Welcome, {{name}}' }))
    const { status, output } = runCheck()
    expect(status).toBe(1)
    expect(output).toContain('before │ Hello {{name}}')
    expect(output).toContain('now    │ Welcome, {{name}}')
    expect(output).toContain('npm run i18n -- confirm ur common:hello')
    expect(confirm('ar', 'common:nope')).toMatchObject({ status: 2, output: expect.stringContaining('no such key') })
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
