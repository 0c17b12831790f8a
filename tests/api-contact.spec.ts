// The contact API and pages on the production server, over HTTP (no browser): the wiring that
// the unit tests in src/server/contact cannot see (the build, Vike's renderPage, the real config).
import { expect, test } from '@playwright/test'
import { type Locale, locales, localizePath } from './support/site.ts'

function formBody(locale: Locale, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    name: 'Fatima Zahra',
    email: 'fatima@example.com',
    phone: '',
    message: 'We need an online store that works in Arabic and English.',
    locale,
    page: '/contact',
    idempotencyKey: crypto.randomUUID(),
    formToken: '',
    website: '',
    ...overrides,
  }).toString()
}

for (const locale of locales) {
  test.describe(`contact API in ${locale}`, () => {
    test('serves the contact page uncached with its placeholders filled', async ({ request }) => {
      const response = await request.get(localizePath('/contact', locale))
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(await response.text()).not.toContain('__CONTACT_')
    })

    test('redirects a form post without JavaScript to the thank-you page', async ({ request }) => {
      const response = await request.post('/api/contact', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: formBody(locale),
        maxRedirects: 0,
      })
      expect(response.status()).toBe(303)
      expect(response.headers().location).toBe(localizePath('/contact/thank-you', locale))
    })

    test('renders the contact page again in the same language when the form is refused', async ({ request }) => {
      const response = await request.post('/api/contact', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: formBody(locale, { email: 'not-an-address' }),
        maxRedirects: 0,
      })
      expect(response.status()).toBe(422)
      expect(response.headers()['content-type']).toContain('text/html')
      const html = await response.text()
      expect(html).toContain(`<html lang="${locale}"`)
      expect(html).not.toContain('__CONTACT_')
    })
  })
}

test('refuses a JSON body the schema refuses with errors in the visitor language', async ({ request }) => {
  const response = await request.post('/api/contact', {
    data: { locale: 'ar', idempotencyKey: crypto.randomUUID(), name: '', email: '', message: '' },
  })
  expect(response.status()).toBe(422)
  const { errors } = await response.json()
  expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name'])
  // Arabic text, not English or a translation key.
  expect(errors.name).toMatch(/[\u0600-\u06FF]/)
})
