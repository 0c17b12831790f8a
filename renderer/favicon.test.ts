import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { faviconHref } from './favicon.ts'

describe('the page icon', () => {
  it('is the file on the home page, where search engines read it', () => {
    expect(faviconHref('/')).toBe('/favicon.svg')
  })

  it('is the same icon inline on every other page, so a first visit asks for one file fewer', async () => {
    const href = faviconHref('/blog/seo-best-practices-2025')
    expect(href).toMatch(/^data:image\/svg\+xml,/)
    const inline = await (await fetch(href)).text()
    const file = readFileSync('public/favicon.svg', 'utf8').trim()
    // The encoding swaps double quotes for single ones; the drawing is the same.
    expect(inline.replaceAll("'", '"').replace('fill="white"', 'fill="#fff"')).toBe(file)
  })
})
