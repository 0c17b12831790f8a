import { describe, expect, it } from 'vitest'
import { visibleError } from './visibleError.ts'

describe('which error a contact field shows', () => {
  const fresh = { checked: false, attempted: false }

  it('shows no "required" error before a submit, even in a field the visitor left empty', () => {
    for (const key of ['nameRequired', 'emailRequired', 'messageRequired'] as const) {
      expect(visibleError(`contact:form.errors.${key}`, fresh)).toBeUndefined()
      expect(visibleError(`contact:form.errors.${key}`, { ...fresh, checked: true })).toBeUndefined()
    }
  })

  it('shows a format error once the visitor left the field with something typed, every field alike', () => {
    for (const key of ['nameTooShort', 'emailInvalid', 'phoneInvalid', 'messageTooShort'] as const) {
      expect(visibleError(`contact:form.errors.${key}`, fresh)).toBeUndefined()
      expect(visibleError(`contact:form.errors.${key}`, { ...fresh, checked: true })).toBe(`contact:form.errors.${key}`)
    }
  })

  it('shows every error after a submit attempt, "required" included', () => {
    expect(visibleError('contact:form.errors.nameRequired', { checked: false, attempted: true })).toBe(
      'contact:form.errors.nameRequired',
    )
    expect(visibleError('contact:form.errors.phoneInvalid', { checked: false, attempted: true })).toBe(
      'contact:form.errors.phoneInvalid',
    )
    expect(visibleError(undefined, { checked: true, attempted: true })).toBeUndefined()
  })
})
