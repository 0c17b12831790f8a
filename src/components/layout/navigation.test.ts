import { describe, expect, it } from 'vitest'
import { isCurrentPath } from './navigation.ts'

describe('isCurrentPath', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentPath('/', '/')).toBe(true)
    expect(isCurrentPath('/', '/services')).toBe(false)
  })

  it('marks a section on its pages but not on a path that merely starts alike', () => {
    expect(isCurrentPath('/services', '/services')).toBe(true)
    expect(isCurrentPath('/blog', '/blog/page/2')).toBe(true)
    expect(isCurrentPath('/about', '/aboutus')).toBe(false)
  })
})
