import { expect, test } from '@playwright/test'
import { locales, localizePath, translations } from './support/site.ts'

for (const locale of locales) {
  const t = translations(locale)
  const missing = localizePath('/no-such-page', locale)

  test(`${missing} answers 404 with the ${locale} not-found page`, async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    const response = await page.goto(missing)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: t('notFound.heading') })).toBeVisible()
    const home = page.getByRole('main').getByRole('link', { name: t('notFound.home') })
    await expect(home).toHaveAttribute('href', localizePath('/', locale))
    const elsewhere = page.getByRole('navigation', { name: t('notFound.elsewhere') })
    for (const key of ['services', 'portfolio', 'contact'] as const)
      await expect(elsewhere.getByRole('link', { name: t(`nav.${key}`) })).toHaveAttribute(
        'href',
        localizePath(`/${key}`, locale),
      )
    await expect.poll(() => logged.some((text) => text.includes(missing))).toBe(true)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test(`a deep unknown path under ${localizePath('/', locale)} is a 404 too`, async ({ request }) => {
    const response = await request.get(localizePath('/blog/2025/nothing-here', locale))
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain(`lang="${locale}"`)
  })
}

test('both forms of a locale home work: /ar/ redirects once to /ar', async ({ request }) => {
  const redirect = await request.get('/ar/', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(redirect.headers().location).toBe('/ar')
  expect((await request.get('/ar/')).status()).toBe(200)
  expect((await request.get('/ur/services/')).url()).toMatch(/\/ur\/services$/)
})

test('the English prefix is not a second copy of the site', async ({ request }) => {
  const redirect = await request.get('/en/services', { maxRedirects: 0 })
  expect(redirect.status()).toBe(301)
  expect(redirect.headers().location).toBe('/services')
})

test('an unknown API path answers 404 JSON', async ({ request }) => {
  const response = await request.get('/api/nothing')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ error: 'Not Found' })
})
