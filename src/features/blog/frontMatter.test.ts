import { describe, expect, it } from 'vitest'
import { ArticleError, isIsoDate, validateFrontMatter } from './frontMatter.ts'

const valid = {
  title: 'A title',
  excerpt: 'An excerpt',
  author: 'An Author',
  publishedDate: '2025-01-08',
  category: 'design',
  image: '/images/blog/a-post.png',
}
const file = 'locales/en/blog/a-post.md'
const check = (fields: Record<string, unknown>) => () => validateFrontMatter(fields, file, 'a-post')

describe('front matter', () => {
  it('accepts a complete article, with YAML dates read either as strings or as dates', () => {
    expect(validateFrontMatter(valid, file, 'a-post')).toEqual({ ...valid, draft: false })
    expect(validateFrontMatter({ ...valid, publishedDate: new Date('2025-01-08') }, file, 'a-post').publishedDate).toBe(
      '2025-01-08',
    )
    expect(validateFrontMatter({ ...valid, draft: true }, file, 'a-post').draft).toBe(true)
  })

  it('names the file and the problem for each kind of mistake', () => {
    const { author: _author, ...withoutAuthor } = valid
    expect(check(withoutAuthor)).toThrow(ArticleError)
    expect(check(withoutAuthor)).toThrow(`${file}: missing "author"`)
    expect(check({ ...valid, title: '  ' })).toThrow(`${file}: missing "title"`)
    expect(check({ ...valid, publishedDate: '08/01/2025' })).toThrow(
      `${file}: "publishedDate" 08/01/2025 is not a date`,
    )
    expect(check({ ...valid, publishedDate: '2025-02-30' })).toThrow(/is not a date/)
    expect(check({ ...valid, category: 'gardening' })).toThrow(`${file}: unknown category "gardening"`)
    expect(check({ ...valid, image: '/images/blog/other.png' })).toThrow(
      `${file}: "image" is /images/blog/other.png, expected /images/blog/a-post.png`,
    )
    expect(check({ ...valid, slug: 'another-post' })).toThrow(/does not match the file name/)
    expect(check({ ...valid, draft: 'yes' })).toThrow(/"draft" must be true or false/)
    expect(check({})).toThrow(/missing "title".*missing "excerpt".*missing "author".*missing "publishedDate"/)
  })

  it('knows which days exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('2025-1-8')).toBe(false)
  })
})
