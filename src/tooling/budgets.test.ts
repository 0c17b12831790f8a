import { describe, expect, it } from 'vitest'
import { budgets, overBudget, pageType } from './budgets.ts'
import type { PageWeight } from './pageWeights.ts'

const page = (urlPath: string, figures: Partial<PageWeight> = {}): PageWeight => ({
  urlPath,
  indexable: true,
  html: 9_000,
  css: 0,
  js: 600,
  scriptFiles: 1,
  unpreloadedJs: [],
  lazyJs: 0,
  fonts: 48_000,
  fontFiles: [],
  ...figures,
})

describe('the byte budgets', () => {
  it('hold the contact pages to their own budget and every other page to the content budget', () => {
    expect(['/contact', '/ar/contact', '/ur/contact'].map(pageType)).toEqual(['contact', 'contact', 'contact'])
    expect(['/', '/contact/thank-you', '/ar/blog', '(404 ur)'].map(pageType)).toEqual([
      'content',
      'content',
      'content',
      'content',
    ])
  })

  it('hold the case studies, in every locale, to their own budget', () => {
    expect(
      ['/portfolio/restaurant-pos', '/ar/portfolio/restaurant-pos', '/ur/portfolio/restaurant-pos'].map(pageType),
    ).toEqual(['caseStudy', 'caseStudy', 'caseStudy'])
    expect(['/portfolio', '/ar/portfolio'].map(pageType)).toEqual(['content', 'content'])
  })

  it('pass pages within their budgets', () => {
    expect(overBudget([page('/'), page('/contact', { js: 1_900, scriptFiles: 2, lazyJs: 130_000 })])).toEqual([])
  })

  it('hold every page, Urdu ones included, to 90 KB of fonts', () => {
    const fonts = budgets.content.fonts + 1
    expect(overBudget([page('/ur/blog', { fonts }), page('(404 ur)', { fonts }), page('/urgent', { fonts })])).toEqual([
      '/ur/blog: fonts 90.0 KB > 90.0 KB',
      '(404 ur): fonts 90.0 KB > 90.0 KB',
      '/urgent: fonts 90.0 KB > 90.0 KB',
    ])
  })

  it('fail a page over any of them, naming the page and the figure', () => {
    const overruns = overBudget([
      page('/ar/blog', { fonts: budgets.content.fonts + 1 }),
      page('/services', { js: 3 * 1024, css: 400 }),
      page('/ur/portfolio', { scriptFiles: 2 }),
      page('/contact', { lazyJs: budgets.contact.lazyJs + 1 }),
    ])
    expect(overruns).toEqual([
      '/ar/blog: fonts 90.0 KB > 90.0 KB',
      '/services: css 0.4 KB > 0.0 KB',
      `/services: js 3.0 KB > ${(budgets.content.js / 1024).toFixed(1)} KB`,
      '/ur/portfolio: scriptFiles 2 > 1',
      '/contact: lazyJs 140.0 KB > 140.0 KB',
    ])
  })
})
