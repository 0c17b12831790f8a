import { describe, expect, it } from 'vitest'
import {
  fallbackEnd as end,
  highlightEnd as hEnd,
  highlightFallbacks,
  highlightStart as hStart,
  fallbackStart as start,
} from './fallbackMarks.ts'

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

describe('highlighting the string a translator is sent to', () => {
  it('outlines each occurrence, and gives the first the id the frame scrolls to', () => {
    expect(
      highlightFallbacks(`<h1>${hStart}مرحبا${hEnd}</h1><p>${hStart}مرحبا${hEnd}</p><img alt="${hStart}x${hEnd}">`),
    ).toBe(
      '<h1><mark class="preview-highlight" id="preview-highlight">مرحبا</mark></h1><p><mark class="preview-highlight">مرحبا</mark></p><img alt="x">',
    )
  })
})
