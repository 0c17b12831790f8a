import { describe, expect, it } from 'vitest'
import { portfolioCategories, portfolioFilters, portfolioProjects } from '#config/portfolioProjects.ts'
import { countShown, filterFromSearch, isShown, urlForFilter } from './categoryFilter.ts'

const categories = portfolioProjects.map((project) => project.category)

describe('filterFromSearch', () => {
  it('reads a known category from the query string', () => {
    expect(filterFromSearch('?category=pos', portfolioCategories)).toBe('pos')
    expect(filterFromSearch('?utm_source=mail&category=shopify', portfolioCategories)).toBe('shopify')
  })

  it('shows all when the parameter is missing, empty, unknown or differently cased', () => {
    for (const search of ['', '?', '?category=', '?category=games', '?category=POS', '?cat=web']) {
      expect(filterFromSearch(search, portfolioCategories)).toBe('all')
    }
  })
})

describe('urlForFilter', () => {
  it('sets the category and keeps the path, other parameters and the hash', () => {
    expect(urlForFilter('https://example.com/ar/portfolio?ref=x#top', 'web')).toBe(
      '/ar/portfolio?ref=x&category=web#top',
    )
  })

  it('replaces a previous category', () => {
    expect(urlForFilter('https://example.com/portfolio?category=web', 'pos')).toBe('/portfolio?category=pos')
  })

  it('drops the parameter for all, so the shared address is the plain page', () => {
    expect(urlForFilter('https://example.com/ur/portfolio?category=web', 'all')).toBe('/ur/portfolio')
  })

  it('round-trips with filterFromSearch for every filter', () => {
    for (const filter of portfolioFilters) {
      const url = new URL(urlForFilter('https://example.com/portfolio', filter), 'https://example.com')
      expect(filterFromSearch(url.search, portfolioCategories)).toBe(filter)
    }
  })
})

describe('isShown and countShown', () => {
  it('shows every project for all, and only its own category otherwise', () => {
    expect(isShown('pos', 'all')).toBe(true)
    expect(isShown('pos', 'pos')).toBe(true)
    expect(isShown('pos', 'web')).toBe(false)
  })

  it('counts the eight projects, and the categories add up to all of them', () => {
    expect(countShown(categories, 'all')).toBe(8)
    const perCategory = portfolioCategories.map((category) => countShown(categories, category))
    expect(perCategory.every((count) => count > 0)).toBe(true)
    expect(perCategory.reduce((sum, count) => sum + count, 0)).toBe(8)
  })

  it('shows nothing for a category no project has', () => {
    expect(countShown(categories, 'games')).toBe(0)
  })
})
