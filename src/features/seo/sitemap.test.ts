import { describe, expect, it } from 'vitest'
import { buildRobotsTxt, buildSitemap, groupByPage, isIndexable } from './sitemap.ts'

describe('sitemap', () => {
  const pages = groupByPage(['/', '/ar', '/ur', '/services', '/ar/services', '/ur/services', '/blog/only-en'])

  it('groups each page with the locales it exists in', () => {
    expect(pages).toEqual([
      { logicalPath: '/', locales: ['en', 'ar', 'ur'] },
      { logicalPath: '/blog/only-en', locales: ['en'] },
      { logicalPath: '/services', locales: ['en', 'ar', 'ur'] },
    ])
  })

  it('lists every URL with reciprocal alternates, and only alternates that exist', () => {
    const xml = buildSitemap('https://example.com', pages)
    expect(xml.match(/<loc>/g)).toHaveLength(7)
    expect(xml).toContain('<loc>https://example.com/ar/services</loc>')
    expect(xml).toContain('hreflang="ur" href="https://example.com/ur"')
    expect(xml).toContain('hreflang="x-default" href="https://example.com/services"')
    expect(xml).not.toContain('https://example.com/ar/blog/only-en')
  })

  it('names the sitemap in robots.txt', () => {
    expect(buildRobotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml')
  })

  it('leaves out pages that ask not to be indexed', () => {
    expect(isIndexable('<head><meta name="robots" content="noindex"/></head>')).toBe(false)
    expect(isIndexable('<head><link rel="canonical" href="https://example.com/contact"/></head>')).toBe(true)
  })
})
