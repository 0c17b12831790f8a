import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isUrduFontCharacter, urduUnicodeRange } from './urduCharacters.ts'

function urduLocaleText(dir = path.resolve('locales/ur')): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(json|md)$/.test(file))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n')
}

describe('the Urdu font subset', () => {
  it('covers every Arabic-script character the Urdu translation uses', () => {
    const missing = new Set<string>()
    for (const char of urduLocaleText()) {
      const codePoint = char.codePointAt(0) as number
      const arabicScript = (codePoint >= 0x0600 && codePoint <= 0x06ff) || (codePoint >= 0xfb50 && codePoint <= 0xfeff)
      if (arabicScript && !isUrduFontCharacter(codePoint)) missing.add(`${char} U+${codePoint.toString(16)}`)
    }
    expect([...missing]).toEqual([])
  })

  it('declares the same unicode-range in fonts.css as the subset was cut with', () => {
    const css = readFileSync(path.resolve('src/components/theme/fonts.css'), 'utf8').replace(/\s+/g, ' ')
    expect(css).toContain(`unicode-range: ${urduUnicodeRange};`)
  })
})
