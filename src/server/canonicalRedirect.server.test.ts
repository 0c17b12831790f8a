import { describe, expect, it } from 'vitest'
import { canonicalRedirect } from './canonicalRedirect.server.ts'

describe('canonicalRedirect', () => {
  it('leaves canonical URLs alone', () => {
    for (const url of ['/', '/services', '/ar', '/ur/contact?x=1', '/assets/a.js']) {
      expect(canonicalRedirect(url)).toBeNull()
    }
  })

  it('never answers with a Location a browser reads as another host', () => {
    for (const url of [
      '/\\evil.example',
      '/\\evil.example/',
      '/en/\\evil.example',
      '\\/evil.example/',
      '/\\/evil.example/',
    ]) {
      const target = canonicalRedirect(url)
      expect(target, url).not.toBeNull()
      expect(target, url).not.toMatch(/\\/)
      expect(target, url).toMatch(/^\/(?!\/)/)
    }
  })

  it('drops a trailing slash and keeps the query', () => {
    expect(canonicalRedirect('/ar/')).toBe('/ar')
    expect(canonicalRedirect('/services/?ref=mail')).toBe('/services?ref=mail')
  })

  it('sends the English prefix to the unprefixed page', () => {
    expect(canonicalRedirect('/en')).toBe('/')
    expect(canonicalRedirect('/en/services')).toBe('/services')
    expect(canonicalRedirect('/english')).toBeNull()
  })

  it('never redirects to another host', () => {
    expect(canonicalRedirect('//evil.example/')).toBe('/evil.example')
  })
})
