// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { enhanceToolCategories } from './toolCategoryHash.client.ts'

const details = (id: string) => document.getElementById(id) as HTMLDetailsElement

describe('the tool categories and the URL hash', () => {
  beforeEach(() => {
    document.body.innerHTML = ['pdf', 'image']
      .map((id) => `<details id="tools-${id}" data-tool-category><summary>${id}</summary><a href="#">x</a></details>`)
      .join('')
  })

  it('opens the category the hash names when the page loads', () => {
    history.replaceState(null, '', '/products?x=1#tools-image')
    enhanceToolCategories()
    expect(details('tools-image').open).toBe(true)
    expect(details('tools-pdf').open).toBe(false)
  })

  it('writes the hash of a category that opens, and removes it when it closes, keeping the query', async () => {
    history.replaceState(null, '', '/products?x=1')
    enhanceToolCategories()
    details('tools-pdf').open = true
    await vi.waitFor(() => expect(location.hash).toBe('#tools-pdf'))
    details('tools-pdf').open = false
    await vi.waitFor(() => expect(location.href).toMatch(/\/products\?x=1$/))
  })

  it('opens a category when a link changes the hash later', async () => {
    history.replaceState(null, '', '/products')
    enhanceToolCategories()
    location.hash = '#tools-pdf'
    await vi.waitFor(() => expect(details('tools-pdf').open).toBe(true))
  })
})
