import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locale } from '#i18n/locales.ts'
import { checkUnitValues, editSeverityOf, type UnitCheckInput } from './checkUnit.ts'
import { readTranslationSources } from './sources.server.ts'

const sources = readTranslationSources(path.join(import.meta.dirname, 'fixtures/locales'))
const input = (locale: Locale): UnitCheckInput => ({
  locale,
  english: sources.texts.en,
  target: sources.texts[locale],
  fingerprints: {},
  glossary: sources.glossary,
})
const kinds = (locale: Locale, values: Record<string, unknown>) =>
  checkUnitValues(input(locale), 'home', values).map((f) => `${f.kind} ${f.place.type === 'key' ? f.place.key : ''}`)

describe("checkUnitValues: the check's engine on one unit's proposed values", () => {
  it('finds nothing in a good value, and nothing about the units it was not given', () => {
    expect(kinds('ar', { 'hero.call': 'اتصلوا بنا على {{phone}}' })).toEqual([])
  })

  it('refuses a lost placeholder or a tag English does not use', () => {
    expect(kinds('ar', { 'hero.call': 'اتصلوا بنا' })).toEqual(['placeholders hero.call'])
    expect(kinds('ar', { 'hero.call': 'اتصلوا <b>بنا</b> على {{phone}}' })).toEqual(['placeholders hero.call'])
  })

  it('checks every form of a plural key together: a form the language lacks, one it does not have', () => {
    expect(kinds('ur', { 'hero.projects_zero': 'کوئی نہیں' })).toEqual(['plural-extra hero.projects_zero'])
    expect(kinds('ar', { 'hero.projects_few': 'مشاريع' })).toEqual(['placeholders hero.projects_few'])
    const withoutMany = new Map(sources.texts.ar.namespaces.home)
    withoutMany.delete('hero.projects_many')
    const missing = checkUnitValues(
      { ...input('ar'), target: { ...sources.texts.ar, namespaces: { home: withoutMany } } },
      'home',
      { 'hero.projects_few': '{{count}} مشاريع' },
    )
    expect(missing.map((f) => f.kind)).toEqual(['plural-missing'])
  })

  it('refuses a key English lacks (in English too) and a value that is not text', () => {
    expect(kinds('ar', { 'hero.subtitle': 'جديد' })).toEqual(['extra hero.subtitle'])
    expect(kinds('en', { 'hero.subtitle': 'New' })).toEqual(['extra hero.subtitle'])
    expect(kinds('ar', { 'hero.title': 7 })).toEqual(['type hero.title'])
    expect(kinds('ar', { 'hero.projects_two': { a: 1 } })).toEqual(['type hero.projects_two'])
  })

  it('keeps English’s placeholders in English', () => {
    expect(kinds('en', { 'hero.call': 'Call us' })).toEqual(['placeholders hero.call'])
    expect(kinds('en', { 'hero.call': 'Ring us on {{phone}}' })).toEqual([])
  })

  it('warns, without refusing, about the glossary, the direction and a value left in English', () => {
    const found = checkUnitValues(input('ur'), 'home', { products: 'ہمارے پراڈکٹس' })
    expect(found.map((f) => [f.kind, editSeverityOf(f.kind)])).toEqual([['glossary', 'warning']])
    const direction = checkUnitValues(input('ar'), 'home', { 'hero.call': 'اتصل على {{phone}} أو +44 20 7946 0000' })
    expect(direction.map((f) => [f.kind, editSeverityOf(f.kind)])).toEqual([['direction', 'warning']])
    const identical = checkUnitValues(input('ar'), 'home', { products: 'Our products' })
    expect(identical.map((f) => [f.kind, editSeverityOf(f.kind)])).toEqual([['identical', 'warning']])
  })
})
