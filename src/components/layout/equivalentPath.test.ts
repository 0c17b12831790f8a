import { describe, expect, it } from 'vitest'
import { equivalentPath } from './equivalentPath.ts'

describe('the same page in another language', () => {
  it('is the same path, home from a missing page, the section from an untranslated one', () => {
    const article = { is404: false, logicalPath: '/blog/only-english', availableLocales: ['en' as const] }
    expect(equivalentPath({ is404: false, logicalPath: '/services' }, 'ar')).toBe('/services')
    expect(equivalentPath({ is404: true, logicalPath: '/nope' }, 'ar')).toBe('/')
    expect(equivalentPath(article, 'en')).toBe('/blog/only-english')
    expect(equivalentPath(article, 'ar')).toBe('/blog')
  })
})
