import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFormTokens, formTokenMaxAgeMs, loadFormTokenSecret } from './formToken.server.ts'

const issuedAt = Date.UTC(2026, 10, 21, 12, 0, 0)

describe('form time token', () => {
  const tokens = createFormTokens('secret', 3000)

  it('accepts a token after a person had time to fill the form', () => {
    expect(tokens.verify(tokens.issue(issuedAt), issuedAt + 30_000)).toBe('ok')
  })

  it('catches a submission within 3 seconds of the page being served', () => {
    expect(tokens.verify(tokens.issue(issuedAt), issuedAt + 2999)).toBe('tooFast')
    expect(tokens.verify(tokens.issue(issuedAt), issuedAt + 3000)).toBe('ok')
  })

  it('catches a token older than 7 days', () => {
    expect(tokens.verify(tokens.issue(issuedAt), issuedAt + formTokenMaxAgeMs + 1)).toBe('expired')
  })

  it('catches forged, altered, missing and foreign tokens', () => {
    const token = tokens.issue(issuedAt)
    const [time, signature] = token.split('.')
    expect(tokens.verify(`${Number(time) - 60_000}.${signature}`, issuedAt + 30_000)).toBe('forged')
    expect(tokens.verify(createFormTokens('other', 3000).issue(issuedAt), issuedAt + 30_000)).toBe('forged')
    expect(tokens.verify('__CONTACT_FORM_TOKEN__', issuedAt)).toBe('forged')
    expect(tokens.verify('', issuedAt)).toBe('missing')
    expect(tokens.verify(undefined, issuedAt)).toBe('missing')
  })

  it('keeps a generated secret in DATA_DIR so a restart accepts open forms', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'token-'))
    try {
      const first = loadFormTokenSecret(undefined, dataDir)
      expect(String(first)).toHaveLength(64)
      expect(loadFormTokenSecret(undefined, dataDir)).toEqual(first)
      expect(loadFormTokenSecret('configured', dataDir)).toBe('configured')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
