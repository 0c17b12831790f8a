import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageScripts, unpreloadedImports, withAllModulePreloads } from './moduleGraph.ts'

// A built client folder as the bundler writes it: an entry importing a shared chunk, which imports
// another, and a form loaded on demand.
const clientDir = mkdtempSync(path.join(tmpdir(), 'module-graph-'))
const write = (file: string, code: string) => {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
  writeFileSync(path.join(clientDir, file), code)
}
write('assets/entries/page.js', 'import{t as e}from"../chunks/layout.js";import"../chunks/filter.js";e()')
write('assets/chunks/layout.js', 'import{n}from"./menu.js";export const t=()=>n()')
write('assets/chunks/menu.js', 'export const n=()=>{}')
write('assets/chunks/filter.js', 'import("./form.js")')
write('assets/chunks/form.js', 'export {}')
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const page = (preloads: string[]) =>
  `<html><body><main></main><script src="/assets/entries/page.js" type="module" async></script>${preloads
    .map((href) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">`)
    .join('')}</body></html>`

describe('the module preloads of a built page', () => {
  it('name every module its script imports statically that the HTML does not preload', () => {
    const html = page(['/assets/chunks/layout.js'])
    expect(unpreloadedImports(html, pageScripts(html, clientDir)).sort()).toEqual([
      '/assets/chunks/filter.js',
      '/assets/chunks/menu.js',
    ])
  })

  it('are completed beside the entry script, once each, leaving what is loaded on demand', () => {
    const html = withAllModulePreloads(page(['/assets/chunks/layout.js']), clientDir)
    expect(unpreloadedImports(html, pageScripts(html, clientDir))).toEqual([])
    expect(html.match(/modulepreload/g)).toHaveLength(3)
    expect(html).not.toContain('form.js')
    expect(withAllModulePreloads(html, clientDir)).toBe(html)
  })
})
