import { describe, expect, it } from 'vitest'
import en from '#locales/en/contact.json'
import { contactLimits } from './contactSchema.ts'
import { createFormTranslator, errorText } from './formStrings.ts'

const t = createFormTranslator(en.form)

describe('the form translator', () => {
  it('reads nested keys and fills placeholders', () => {
    expect(t('fields.name.placeholder')).toBe('Your full name')
    expect(t('fields.message.hint', { min: 10 })).toBe('At least 10 characters.')
  })

  it('turns schema keys into text with the limits of their field', () => {
    expect(errorText(t, 'name', 'contact:form.errors.nameRequired')).toBe('Please enter your full name.')
    expect(errorText(t, 'message', 'contact:form.errors.messageTooShort')).toContain(String(contactLimits.messageMin))
    expect(errorText(t, 'phone', 'contact:form.errors.phoneInvalid')).toContain(
      `${contactLimits.phoneMinDigits} to ${contactLimits.phoneMaxDigits}`,
    )
  })

  it("shows the server's already translated messages as they are", () => {
    expect(errorText(t, 'email', 'يرجى إدخال بريدك الإلكتروني.')).toBe('يرجى إدخال بريدك الإلكتروني.')
  })
})
