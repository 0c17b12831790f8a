import { describe, expect, it } from 'vitest'
import { shareNetworks, shareNetworksFor, shareUrl } from './shareLinks.ts'

describe('share links', () => {
  const url = 'https://example.com/ar/blog/seo-best-practices-2025'
  const title = 'أفضل ممارسات SEO & more'

  it('carries the absolute page URL to every network, and the title where the network takes one', () => {
    const encoded = encodeURIComponent(url)
    expect(shareUrl('facebook', url, title)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(shareUrl('linkedin', url, title)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`)
    const x = new URL(shareUrl('x', url, title))
    expect([x.searchParams.get('url'), x.searchParams.get('text')]).toEqual([url, title])
    expect(new URL(shareUrl('whatsapp', url, title)).searchParams.get('text')).toBe(`${title} ${url}`)
  })

  it('leads with the network each language shares on, and offers all four in every language', () => {
    expect(shareNetworksFor('en')[0]).toBe('linkedin')
    expect(shareNetworksFor('ar')[0]).toBe('whatsapp')
    expect(shareNetworksFor('ur')[0]).toBe('whatsapp')
    for (const locale of ['en', 'ar', 'ur'] as const) {
      expect([...shareNetworksFor(locale)].sort()).toEqual([...shareNetworks].sort())
    }
  })
})
