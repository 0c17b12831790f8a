import { describe, expect, it } from 'vitest'
import { pageCount, pageItems } from './pagination.ts'
import { listPagePath, parseListPath } from './paths.ts'

describe('pagination', () => {
  it('needs ceil(posts / 6) pages, and one page for an empty blog', () => {
    expect([0, 1, 6, 7, 12, 13].map((count) => pageCount(count))).toEqual([1, 1, 1, 2, 2, 3])
  })

  it('shows six posts a page and the rest on the last', () => {
    const posts = Array.from({ length: 13 }, (_, i) => i + 1)
    expect(pageItems(posts, 1)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pageItems(posts, 3)).toEqual([13])
    expect(pageItems(posts, 4)).toEqual([])
  })

  it('gives page 1 the one URL /blog and never /blog/page/1', () => {
    expect(listPagePath(1)).toBe('/blog')
    expect(listPagePath(2)).toBe('/blog/page/2')
    expect(parseListPath('/blog')).toBe(1)
    expect(parseListPath('/blog/page/2')).toBe(2)
    expect(parseListPath('/blog/page/1')).toBeNull()
    expect(parseListPath('/blog/page/02')).toBeNull()
    expect(parseListPath('/blog/page/two')).toBeNull()
    expect(parseListPath('/blog/some-article')).toBeNull()
  })
})
