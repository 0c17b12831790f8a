import { expect, it } from 'vitest'
import { contactSchema } from './contactSchema.ts'

// '?', '&' and '%' in an address would turn a mailto: link into one with extra headers.
it('refuses an email address with ?, & or %', async () => {
  const valid = { name: 'Amina Tariq', email: 'amina@example.com', phone: '', message: 'We need a Shopify store.' }
  await expect(contactSchema.validate(valid)).resolves.toBeTruthy()
  for (const email of [
    'reply?bcc=spy%40evil.test&subject=Hi&body=x@example.com',
    'a&b@example.com',
    'a%b@example.com',
  ]) {
    await expect(contactSchema.validate({ ...valid, email }), email).rejects.toThrow('contact:form.errors.emailInvalid')
  }
})
