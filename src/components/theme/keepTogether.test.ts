import { describe, expect, it } from 'vitest'
import { keepTogether, nameRuns } from './keepTogether.ts'

describe('keepTogether', () => {
  it('joins the words of a name with no-break spaces', () => {
    expect(keepTogether('Bayan Digital Ltd')).toBe('Bayan\u00a0Digital\u00a0Ltd')
  })
})

describe('nameRuns', () => {
  it('cuts out the client’s and the company’s names, wherever they stand', () => {
    expect(nameRuns('Hearth & Loom اب ہر مارکیٹ، Bayan Digital Ltd کے ساتھ')).toEqual([
      { text: 'Hearth & Loom', name: true },
      { text: ' اب ہر مارکیٹ، ', name: false },
      { text: 'Bayan Digital Ltd', name: true },
      { text: ' کے ساتھ', name: false },
    ])
  })

  it('leaves a text without a name whole', () => {
    expect(nameRuns('منصة واحدة لثلاثة أسواق')).toEqual([{ text: 'منصة واحدة لثلاثة أسواق', name: false }])
  })
})
