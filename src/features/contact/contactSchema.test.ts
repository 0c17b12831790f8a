import { describe, expect, it } from 'vitest'
import { type ContactField, contactLimits, contactSchema } from './contactSchema.ts'

const valid = { name: 'Amina Tariq', email: 'amina@example.com', phone: '', message: 'We need a Shopify store.' }

/** The translation key of the first error on a field, or undefined when the values pass. */
async function errorOn(field: ContactField, value: string) {
  try {
    await contactSchema.validate({ ...valid, [field]: value }, { abortEarly: false })
    return undefined
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return inner.find((issue) => issue.path === field)?.message
  }
}

describe('the contact schema', () => {
  it('accepts a complete message and trims what people type', async () => {
    const values = await contactSchema.validate({ ...valid, name: '  Amina Tariq ' })
    expect(values.name).toBe('Amina Tariq')
  })

  it('requires name, email and message, each with its own translation key', async () => {
    expect(await errorOn('name', '   ')).toBe('contact:form.errors.nameRequired')
    expect(await errorOn('email', '')).toBe('contact:form.errors.emailRequired')
    expect(await errorOn('message', '')).toBe('contact:form.errors.messageRequired')
  })

  it('refuses a malformed email address', async () => {
    expect(await errorOn('email', 'amina@')).toBe('contact:form.errors.emailInvalid')
    expect(await errorOn('email', 'amina.example.com')).toBe('contact:form.errors.emailInvalid')
    // No dot in the domain: a slip on a phone, whose reply would bounce.
    for (const email of ['ali@gmail', 'ali@shop', 'ali@gmail.']) {
      expect(await errorOn('email', email), email).toBe('contact:form.errors.emailInvalid')
    }
    for (const email of ['ali@gmail.com', 'sara@mail.example.co.uk', 'o.neil+orders@shop.ae']) {
      expect(await errorOn('email', email), email).toBeUndefined()
    }
  })

  it('takes a phone number typed in Arabic-Indic or Urdu digits, and keeps it in 0-9', async () => {
    expect((await contactSchema.validate({ ...valid, phone: '٠٥٠١٢٣٤٥٦٧' })).phone).toBe('0501234567')
    expect((await contactSchema.validate({ ...valid, phone: '+۹۲ ۳۰۰ ۱۲۳۴۵۶۷' })).phone).toBe('+92 300 1234567')
    expect(await errorOn('phone', '٠٥٠')).toBe('contact:form.errors.phoneInvalid')
  })

  it('takes an optional phone number in international or local form', async () => {
    for (const phone of ['', '+971 4 552 9310', '0300-1234567', '(020) 7946 0958', '+92 42 3578 1460']) {
      expect(await errorOn('phone', phone), phone).toBeUndefined()
    }
    for (const phone of ['12345', 'call me', '+44 20 7946 0958 1234 5678', '++971 4 552 9310']) {
      expect(await errorOn('phone', phone), phone).toBe('contact:form.errors.phoneInvalid')
    }
  })

  it('bounds the lengths', async () => {
    expect(await errorOn('name', 'x'.repeat(contactLimits.nameMax + 1))).toBe('contact:form.errors.nameTooLong')
    expect(await errorOn('message', 'Too short')).toBe('contact:form.errors.messageTooShort')
    expect(await errorOn('message', 'x'.repeat(contactLimits.messageMax + 1))).toBe(
      'contact:form.errors.messageTooLong',
    )
  })

  it('refuses C0 control characters in every field, but keeps tabs and line breaks', async () => {
    for (const control of ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u001F']) {
      expect(await errorOn('name', `Amina${control}Tariq`), JSON.stringify(control)).toBe(
        'contact:form.errors.controlCharacters',
      )
      expect(await errorOn('email', `amina${control}@example.com`)).toBe('contact:form.errors.controlCharacters')
      expect(await errorOn('phone', `+971 4${control} 552 9310`)).toBe('contact:form.errors.controlCharacters')
      expect(await errorOn('message', `We need a${control} Shopify store.`)).toBe(
        'contact:form.errors.controlCharacters',
      )
    }
    expect(await errorOn('message', 'Hello,\r\n\tWe need a Shopify store.\nThanks')).toBeUndefined()
  })

  it('strips bidi overrides, isolates and zero-width characters from the name', async () => {
    const name = '\u202EAmina\u200B Tariq\u2066\u2069\u200C\u200D\u2060\uFEFF\u202A\u202B\u202C\u202D\u2067\u2068'
    expect(contactSchema.cast({ ...valid, name }).name).toBe('Amina Tariq')
    expect((await contactSchema.validate({ ...valid, name: '\u202E\u0627\u0645\u064A\u0646\u0629' })).name).toBe(
      '\u0627\u0645\u064A\u0646\u0629',
    )
  })

  it('requires a visible letter in the name, in any script', async () => {
    for (const name of ['\u200B\u200B', '\u202E\u202C']) {
      expect(await errorOn('name', name), JSON.stringify(name)).toBe('contact:form.errors.nameRequired')
    }
    for (const name of ['...', '12345', '-- !!', '\u{1F600}']) {
      expect(await errorOn('name', name), name).toBe('contact:form.errors.nameNoLetter')
    }
    for (const name of ['Amina Tariq', 'خالد المنصوري', 'عائشہ خان', "O'Neil-Smith"]) {
      expect(await errorOn('name', name), name).toBeUndefined()
    }
  })

  it('asks for more than an initial, in any script', async () => {
    for (const name of ['ع', 'J', ' J. ', 'ب -']) {
      expect(await errorOn('name', name), name).toBe('contact:form.errors.nameTooShort')
    }
    for (const name of ['Jo', 'علي', 'Li Wu']) {
      expect(await errorOn('name', name), name).toBeUndefined()
    }
  })
})
