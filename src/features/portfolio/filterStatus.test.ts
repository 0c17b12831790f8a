import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { filterStatus } from './filterStatus.ts'

const resources = loadLocaleFiles('locales')

/** The status line for `filter` over a portfolio of `pos` POS projects and `web` web projects. */
function say(locale: 'en' | 'ar' | 'ur', filter: string, pos: number, web = 6) {
  const t = createI18n(locale, resources).getFixedT(locale, 'portfolio') as TFunction<'portfolio'>
  return filterStatus(t, filter, [...Array(pos).fill('pos'), ...Array(web).fill('web')])
}

describe('the portfolio filter’s status line reads as a sentence', () => {
  it('in English', () => {
    expect(say('en', 'all', 2)).toBe('Showing all 8 projects')
    expect(say('en', 'pos', 2)).toBe('Showing 2 POS projects (of 8)')
    expect(say('en', 'pos', 1)).toBe('Showing 1 POS project (of 7)')
    expect(say('en', 'all', 1, 0)).toBe('Showing our only project')
  })

  it('in Arabic, with the noun agreeing with one, two, three to ten and eleven or more', () => {
    expect(say('ar', 'all', 2)).toBe('جميع المشاريع (8)')
    expect(say('ar', 'pos', 1)).toBe('نعرض مشروعًا واحدًا من فئة نقاط البيع من أصل 7')
    expect(say('ar', 'pos', 2)).toBe('نعرض مشروعين من فئة نقاط البيع من أصل 8')
    expect(say('ar', 'pos', 3)).toBe('نعرض 3 مشاريع من فئة نقاط البيع من أصل 9')
    expect(say('ar', 'pos', 11)).toBe('نعرض 11 مشروعًا من فئة نقاط البيع من أصل 17')
    expect(say('ar', 'pos', 100)).toBe('نعرض 100 مشروع من فئة نقاط البيع من أصل 106')
    expect(say('ar', 'all', 2, 0)).toBe('جميع المشاريع (2)')
  })

  it('in Urdu, the count kept with its noun', () => {
    expect(say('ur', 'all', 2)).toBe('تمام 8\u00a0پروجیکٹس')
    expect(say('ur', 'pos', 2)).toBe('POS سسٹم کے 2\u00a0پروجیکٹس (کل\u00a08)')
    expect(say('ur', 'pos', 1)).toBe('POS سسٹم کا 1\u00a0پروجیکٹ (کل\u00a07)')
  })
})
