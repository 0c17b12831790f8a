import { describe, expect, it } from 'vitest'
import { alternates } from './alternates.ts'

describe('hreflang alternates', () => {
  it('names every language version, then x-default pointing at the English one', () => {
    expect(alternates('/services', ['en', 'ar', 'ur'], 'https://example.com')).toEqual([
      { hreflang: 'en', href: 'https://example.com/services' },
      { hreflang: 'ar', href: 'https://example.com/ar/services' },
      { hreflang: 'ur', href: 'https://example.com/ur/services' },
      { hreflang: 'x-default', href: 'https://example.com/services' },
    ])
  })

  it('writes Home without a trailing slash in Arabic and Urdu', () => {
    expect(alternates('/', ['en', 'ur'], 'https://example.com').map(({ href }) => href)).toEqual([
      'https://example.com/',
      'https://example.com/ur',
      'https://example.com/',
    ])
  })

  it('names only the versions that exist, in the same order whatever order it is given', () => {
    expect(alternates('/blog/a-post', ['ar', 'en'], 'https://example.com').map(({ hreflang }) => hreflang)).toEqual([
      'en',
      'ar',
      'x-default',
    ])
  })

  it('has no x-default when the page has no English version', () => {
    expect(alternates('/blog/a-post', ['ar'], 'https://example.com')).toEqual([
      { hreflang: 'ar', href: 'https://example.com/ar/blog/a-post' },
    ])
  })
})
