// The one validation schema of the contact form: Formik uses it in the browser and the server
// route uses it before anything is stored (docs/decisions/0006-contact-delivery.md).
// Messages are translation keys in locales/<lng>/contact.json; `contactLimits` fills their
// {{placeholders}}.
import { type InferType, object, string } from 'yup'

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 32,
  phoneMinDigits: 7,
  // E.164 allows at most 15 digits, country code included.
  phoneMaxDigits: 15,
  messageMin: 10,
  messageMax: 5000,
} as const

// An optional leading +, then digits with the separators people type: spaces, dashes, dots,
// parentheses ('+971 4 552 9310', '0300-1234567', '(020) 7946 0958').
const phoneCharacters = /^\+?[\d\s\-.()]+$/

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length
}

export const contactSchema = object({
  name: string()
    .trim()
    .required('contact:form.errors.nameRequired')
    .max(contactLimits.nameMax, 'contact:form.errors.nameTooLong'),
  email: string()
    .trim()
    .required('contact:form.errors.emailRequired')
    .max(contactLimits.emailMax, 'contact:form.errors.emailTooLong')
    .email('contact:form.errors.emailInvalid')
    // '?', '&' and '%' would let the address add headers to the mailto: link staff reply with.
    .matches(/^[^?&%]*$/, 'contact:form.errors.emailInvalid'),
  phone: string()
    .trim()
    .default('')
    .max(contactLimits.phoneMax, 'contact:form.errors.phoneInvalid')
    .test('phone', 'contact:form.errors.phoneInvalid', (value) => {
      if (!value) return true
      const digits = digitCount(value)
      return (
        phoneCharacters.test(value) && digits >= contactLimits.phoneMinDigits && digits <= contactLimits.phoneMaxDigits
      )
    }),
  message: string()
    .trim()
    .required('contact:form.errors.messageRequired')
    .min(contactLimits.messageMin, 'contact:form.errors.messageTooShort')
    .max(contactLimits.messageMax, 'contact:form.errors.messageTooLong'),
})

export type ContactValues = InferType<typeof contactSchema>
export type ContactField = keyof ContactValues
export const contactFields: readonly ContactField[] = ['name', 'email', 'phone', 'message']
