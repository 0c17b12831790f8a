import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from './idempotencyKey.ts'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newIdempotencyKey', () => {
  it('makes a different version 4 UUID each time', () => {
    const first = newIdempotencyKey()
    expect(first).toMatch(uuidV4)
    expect(newIdempotencyKey()).not.toBe(first)
  })

  it('makes one without randomUUID, which plain http lacks', () => {
    // An own property shadows the prototype's method; deleting it restores the method.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(newIdempotencyKey()).toMatch(uuidV4)
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID
    }
    expect(typeof crypto.randomUUID).toBe('function')
  })
})
