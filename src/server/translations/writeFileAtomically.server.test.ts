import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeFileAtomically } from './writeFileAtomically.server.ts'

describe('writeFileAtomically', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atomic-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('replaces the file through a temporary file beside it and leaves none behind', async () => {
    const file = path.join(dir, 'home.json')
    writeFileSync(file, '{ "a": "old" }\n')
    let temp = ''
    await writeFileAtomically(file, '{ "a": "new" }\n', async (name) => {
      temp = name
      // While the new text is being written, readers still get the whole old file.
      expect(readFileSync(file, 'utf8')).toBe('{ "a": "old" }\n')
    })
    expect(path.dirname(temp)).toBe(dir)
    expect(readFileSync(file, 'utf8')).toBe('{ "a": "new" }\n')
    expect(readdirSync(dir)).toEqual(['home.json'])
  })

  it('leaves the old file whole and no temporary file when the write fails', async () => {
    const file = path.join(dir, 'home.json')
    writeFileSync(file, '{ "a": "old" }\n')
    await expect(
      writeFileAtomically(file, '{ "a": "new" }\n', async () => {
        throw new Error('disk full')
      }),
    ).rejects.toThrow('disk full')
    expect(readFileSync(file, 'utf8')).toBe('{ "a": "old" }\n')
    expect(readdirSync(dir)).toEqual(['home.json'])
  })
})
