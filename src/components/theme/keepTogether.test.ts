import { describe, expect, it } from 'vitest'
import { keepTogether } from './keepTogether.ts'

describe('keepTogether', () => {
  it('joins the words of a name with no-break spaces', () => {
    expect(keepTogether('Bayan Digital Ltd')).toBe('Bayan\u00a0Digital\u00a0Ltd')
  })
})
