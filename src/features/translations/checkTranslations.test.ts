import { describe, expect, it } from 'vitest'
import { checkTranslations } from './checkTranslations.ts'

const en = {
  common: {
    nav: { home: 'Home', call: 'Call {{phone}}' },
    copyright: '© <year>{{year}}</year> {{company}}',
    brand: 'WordPress',
    range: '{{first}} – {{last}}',
  },
}

function problemsFor(ar: Record<string, unknown>) {
  return checkTranslations({ en, ar: { common: ar } }, ['ar']).flatMap((status) =>
    status.problems.map(({ kind, key }) => `${kind} ${key}`),
  )
}

const goodArabic = {
  nav: { home: 'الرئيسية', call: 'اتصل على {{phone}}' },
  copyright: '© <year>{{year}}</year> {{company}} جميع الحقوق محفوظة',
  brand: 'WordPress',
  range: '{{first}} – {{last}}',
}

describe('checkTranslations', () => {
  it('accepts a complete translation, brand names and values without letters', () => {
    expect(problemsFor(goodArabic)).toEqual([])
  })

  it('reports keys missing from a locale and keys English does not have', () => {
    const { home: _home, ...nav } = goodArabic.nav
    expect(problemsFor({ ...goodArabic, nav, stray: 'x' })).toEqual(['missing nav.home', 'extra stray'])
  })

  it('reports placeholders and tags that differ from English', () => {
    expect(
      problemsFor({
        ...goodArabic,
        nav: { ...goodArabic.nav, call: 'اتصل على {{telephone}}' },
        copyright: '© {{year}} {{company}}',
      }),
    ).toEqual(['placeholders nav.call', 'placeholders copyright'])
  })

  it('reports a value left in English', () => {
    expect(problemsFor({ ...goodArabic, nav: { ...goodArabic.nav, home: 'Home' } })).toEqual(['identical nav.home'])
  })

  it('reports a whole namespace missing, key by key', () => {
    const statuses = checkTranslations({ en, ur: {} }, ['ur'])
    expect(statuses[0]?.problems.map((p) => p.kind)).toEqual(['missing', 'missing', 'missing', 'missing', 'missing'])
  })

  it('counts the keys of each locale and namespace', () => {
    expect(checkTranslations({ en, ar: { common: goodArabic } }, ['en', 'ar']).map((s) => s.keys)).toEqual([5, 5])
  })
})
