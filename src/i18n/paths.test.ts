import { describe, expect, it } from 'vitest'
import { localizePath, splitLocale } from './paths.ts'

describe('locale paths', () => {
  it.each([
    ['/', 'en', '/'],
    ['/services', 'en', '/services'],
    ['/ar', 'ar', '/'],
    ['/ar/', 'ar', '/'],
    ['/ar/services', 'ar', '/services'],
    ['/ur/blog/page/2', 'ur', '/blog/page/2'],
    ['/arabic', 'en', '/arabic'],
    ['/en/services', 'en', '/en/services'],
  ])('reads %s as %s %s', (pathname, locale, logicalPath) => {
    expect(splitLocale(pathname)).toEqual({ locale, logicalPath })
  })

  it('prefixes every locale but English, without a trailing slash', () => {
    expect(localizePath('/', 'en')).toBe('/')
    expect(localizePath('/', 'ar')).toBe('/ar')
    expect(localizePath('/contact', 'ur')).toBe('/ur/contact')
  })
})
