import { describe, expect, it } from 'vitest'
import { pageOfNamespace, previewablePages } from './previewablePages.ts'

describe('preview links', () => {
  it('opens the page a translation file’s strings are shown on', () => {
    expect(pageOfNamespace('home')).toBe('/')
    expect(pageOfNamespace('services')).toBe('/services')
    expect(pageOfNamespace('contact')).toBe('/contact')
    expect(pageOfNamespace('blog')).toBe('/blog')
    expect(pageOfNamespace('legal', 'terms.payment.title')).toBe('/terms')
    // Strings shown on every page, or on no public page, preview on Home.
    expect(pageOfNamespace('common')).toBe('/')
    expect(pageOfNamespace('admin')).toBe('/')
  })

  it('offers the pages outside the main navigation and each article, drafts marked', () => {
    const pages = previewablePages((key) => key, [{ slug: 'a-draft', title: 'A draft', draft: true }])
    const paths = pages.map(({ path }) => path)
    for (const path of ['/', '/contact', '/privacy', '/disclaimer', '/blog']) expect(paths).toContain(path)
    expect(pages.filter(({ draft }) => draft)).toEqual([{ path: '/blog/a-draft', label: 'A draft', draft: true }])
  })
})
