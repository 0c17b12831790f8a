import { describe, expect, it } from 'vitest'
import ar from '#locales/ar/contact.json'
import en from '#locales/en/contact.json'
import { contactLimits } from './contactSchema.ts'
import { createFormTranslator, errorKeyOfText, errorText } from './formStrings.ts'

const t = createFormTranslator(en.form)

describe('the form translator', () => {
  it('reads nested keys and fills placeholders', () => {
    expect(t('fields.name.placeholder')).toBe('Your full name')
    expect(t('fields.message.hint', { min: 10 })).toBe('At least 10 characters.')
  })

  it('turns error keys into text with the values of their message', () => {
    expect(errorText(t, 'contact:form.errors.nameRequired')).toBe('Please enter your full name.')
    expect(errorText(t, 'contact:form.errors.messageTooShort')).toContain(String(contactLimits.messageMin))
    expect(errorText(t, 'contact:form.errors.nameTooLong')).toContain(String(contactLimits.nameMax))
    expect(errorText(t, 'contact:form.errors.phoneInvalid')).toContain(
      `${contactLimits.phoneMinDigits} to ${contactLimits.phoneMaxDigits}`,
    )
    expect(errorText(t, 'contact:form.errors.server')).toContain('sales@')
  })

  it("finds the key of the server's translated message, and nothing for a sentence it never sent", () => {
    const tAr = createFormTranslator(ar.form)
    const sent = errorText(tAr, 'contact:form.errors.emailInvalid')
    expect(errorKeyOfText(tAr, ar.form, sent)).toBe('contact:form.errors.emailInvalid')
    expect(errorKeyOfText(tAr, ar.form, errorText(tAr, 'contact:form.errors.messageTooLong'))).toBe(
      'contact:form.errors.messageTooLong',
    )
    expect(errorKeyOfText(t, en.form, 'Something else entirely.')).toBeUndefined()
  })
})
