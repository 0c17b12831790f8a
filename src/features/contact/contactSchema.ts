// The one validation schema of the contact form: Formik uses it in the browser and the server
// route uses it before anything is stored (docs/decisions/0006-contact-delivery.md).
// Messages are translation keys in locales/<lng>/contact.json; `contactLimits` fills their
// {{placeholders}}.
import { type InferType, object, string } from 'yup'

export const contactLimits = {
  nameMax: 100,
  // 'ع' or 'J' alone is an initial, not a name staff can greet.
  nameMinLetters: 2,
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

/** The text with Arabic-Indic (U+0660-0669) and Extended Arabic-Indic (U+06F0-06F9) digits as 0-9. */
export function withWesternDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
}

function letterCount(value: string): number {
  return value.match(/\p{L}/gu)?.length ?? 0
}

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length
}

/**
 * Whether the text holds a C0 control character other than tab, line feed and carriage return
 * (a textarea posted without JavaScript ends its lines with CR LF). PostgreSQL refuses NUL in
 * text outright, and no person types the others; both databases get the same rule from here.
 */
export function hasControlCharacters(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0)
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true
  }
  return false
}

// Bidi embeddings and overrides (U+202A-202E), bidi isolates (U+2066-2069) and zero-width
// characters (space, non-joiner, joiner, word joiner, BOM): invisible, they can make a name
// display as something else in the admin and in the notification email.
const invisibleInNames = /[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/g

/** The name without the invisible characters above. */
export function withoutInvisibleCharacters(value: string): string {
  return value.replace(invisibleInNames, '')
}

const controlCharactersKey = 'contact:form.errors.controlCharacters'

/**
 * What an empty required field says. The form shows these only once the visitor tried to send
 * (visibleError.ts): a field they have not reached yet is not wrong.
 */
export const requiredErrors = {
  name: 'contact:form.errors.nameRequired',
  email: 'contact:form.errors.emailRequired',
  message: 'contact:form.errors.messageRequired',
} as const
const noControlCharacters = (value: string | undefined) => !value || !hasControlCharacters(value)

export const contactSchema = object({
  name: string()
    .transform((value: unknown) => (typeof value === 'string' ? withoutInvisibleCharacters(value) : value))
    .trim()
    .required(requiredErrors.name)
    .max(contactLimits.nameMax, 'contact:form.errors.nameTooLong')
    .test('controlCharacters', controlCharactersKey, noControlCharacters)
    // Punctuation or digits alone are not a name.
    .matches(/\p{L}/u, { message: 'contact:form.errors.nameNoLetter', excludeEmptyString: true })
    .test(
      'nameTooShort',
      'contact:form.errors.nameTooShort',
      (value) => !value || !/\p{L}/u.test(value) || letterCount(value) >= contactLimits.nameMinLetters,
    ),
  email: string()
    .trim()
    .required(requiredErrors.email)
    .max(contactLimits.emailMax, 'contact:form.errors.emailTooLong')
    .test('controlCharacters', controlCharactersKey, noControlCharacters)
    .email('contact:form.errors.emailInvalid')
    // '?', '&' and '%' would let the address add headers to the mailto: link staff reply with.
    .matches(/^[^?&%]*$/, 'contact:form.errors.emailInvalid')
    // A domain with a dot: 'ali@gmail', a phone's common slip, passes yup's rule, and the reply
    // to it bounces, losing the lead.
    .matches(/@[^@.\s]+(\.[^@.\s]+)+$/, 'contact:form.errors.emailInvalid'),
  phone: string()
    // Arabic-Indic and Urdu digits (٠٥٠, ۰۳۰۰), as Arabic and Urdu keyboards type them: counted
    // and stored as 0-9, which staff dial.
    .transform((value: unknown) => (typeof value === 'string' ? withWesternDigits(value) : value))
    .trim()
    .default('')
    .max(contactLimits.phoneMax, 'contact:form.errors.phoneInvalid')
    .test('controlCharacters', controlCharactersKey, noControlCharacters)
    .test('phone', 'contact:form.errors.phoneInvalid', (value) => {
      if (!value) return true
      const digits = digitCount(value)
      return (
        phoneCharacters.test(value) && digits >= contactLimits.phoneMinDigits && digits <= contactLimits.phoneMaxDigits
      )
    }),
  message: string()
    .trim()
    .required(requiredErrors.message)
    .min(contactLimits.messageMin, 'contact:form.errors.messageTooShort')
    .max(contactLimits.messageMax, 'contact:form.errors.messageTooLong')
    .test('controlCharacters', controlCharactersKey, noControlCharacters),
})

export type ContactValues = InferType<typeof contactSchema>
export type ContactField = keyof ContactValues
export const contactFields: readonly ContactField[] = ['name', 'email', 'phone', 'message']
