import { describe, expect, it } from 'vitest'
import { pluralCategories, singleNumberCategories } from './plurals.ts'

describe('plural categories from the platform’s CLDR data', () => {
  it('gives Arabic six forms, Urdu and English two', () => {
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other'])
    expect(pluralCategories('ur')).toEqual(['one', 'other'])
    expect(pluralCategories('en')).toEqual(['one', 'other'])
  })

  it('knows the forms that stand for one number, which may say it in words', () => {
    expect([...singleNumberCategories('ar')].sort()).toEqual(['one', 'two', 'zero'])
    expect([...singleNumberCategories('ur')]).toEqual(['one'])
  })
})
