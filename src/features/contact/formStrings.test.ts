import { describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import type { Locale } from '#i18n/locales.ts'
import arFile from '#locales/ar/contact.json'
import enFile from '#locales/en/contact.json'
import urFile from '#locales/ur/contact.json'
import { contactLimits } from './contactSchema.ts'
import { createFormTranslator, errorKeyOfText, errorText } from './formStrings.ts'
import { islandStrings } from './islandStrings.ts'

const stringsOf = (locale: Locale, file: { form: object }) =>
  islandStrings(getI18n(locale).getFixedT(locale, 'contact'), file.form)
const en = { form: stringsOf('en', enFile) }
const ar = { form: stringsOf('ar', arFile) }
const t = createFormTranslator(en.form)

describe('the form translator', () => {
  it('reads nested keys and fills placeholders', () => {
    expect(t('fields.name.placeholder')).toBe('Your full name')
    expect(t('fields.message.hint')).toBe('At least 10 characters.')
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

  it('gets each counted phrase in the plural form its number needs, with no placeholder left', () => {
    const tAr = createFormTranslator(ar.form)
    expect(tAr('fields.message.hint')).toBe('10 أحرف على الأقل.')
    expect(errorText(tAr, 'contact:form.errors.nameTooLong')).toBe('يُرجى ألا يزيد الاسم على 100 حرف.')
    expect(errorText(tAr, 'contact:form.errors.emailTooLong')).toBe('يجب ألا يزيد البريد الإلكتروني على 254 حرفًا.')
    expect(errorText(tAr, 'contact:form.errors.phoneInvalid')).toContain('من 7 إلى 15 رقمًا،')
    expect(errorText(tAr, 'contact:form.errors.messageTooShort')).toBe(
      'يُرجى كتابة 10 أحرف على الأقل حتى نتمكن من مساعدتك.',
    )
    const tUr = createFormTranslator(stringsOf('ur', urFile))
    expect(tUr('fields.message.hint')).toBe('کم از کم 10 حروف۔')
    expect(errorText(t, 'contact:form.errors.emailTooLong')).toBe(
      'An email address can be at most 254 characters long.',
    )
    expect(JSON.stringify([en.form, ar.form])).not.toMatch(/_(zero|one|two|few|many|other)"|\{\{count\}\}/)
  })

  // Arabic: zero, one, two, few (3-10), many (11-99), other (100).
  it.each([
    [0, '0 حرف'],
    [1, 'حرف واحد'],
    [2, 'حرفين'],
    [3, '3 أحرف'],
    [11, '11 حرفًا'],
    [100, '100 حرف'],
  ])('says a limit of %i characters in Arabic as «%s»', (count, phrase) => {
    const tAr = getI18n('ar').getFixedT('ar', 'contact')
    expect(tAr('form.errors.messageTooLong', { count })).toBe(`يُرجى ألا تزيد رسالتك على ${phrase}.`)
  })

  it.each([
    ['en', 1, 'Please keep your message to 1 character or fewer.'],
    ['en', 80, 'Please keep your message to 80 characters or fewer.'],
    ['ur', 1, 'پیغام 1 حرف سے زیادہ نہیں ہونا چاہیے۔'],
    ['ur', 80, 'پیغام 80 حروف سے زیادہ نہیں ہونا چاہیے۔'],
  ] as const)('says a limit in %s for %i characters as "%s"', (locale, count, expected) => {
    expect(getI18n(locale).getFixedT(locale, 'contact')('form.errors.messageTooLong', { count })).toBe(expected)
  })
})
