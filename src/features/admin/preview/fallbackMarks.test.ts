import { describe, expect, it } from 'vitest'
import { fallbackEnd as end, highlightFallbacks, fallbackStart as start } from './fallbackMarks.ts'

describe('fallback highlighting', () => {
  it('marks text that fell back to English', () => {
    expect(highlightFallbacks(`<p>${start}Hello${end} عالم</p>`)).toBe(
      '<p><mark class="preview-fallback">Hello</mark> عالم</p>',
    )
  })

  it('leaves attributes and scripts valid', () => {
    const html = `<img alt="${start}A photo${end}"><script type="application/json">{"a":"${start}x${end}"}</script>`
    expect(highlightFallbacks(html)).toBe('<img alt="A photo"><script type="application/json">{"a":"x"}</script>')
  })
})
