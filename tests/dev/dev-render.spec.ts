import { expect, test } from '@playwright/test'
import { locales, localizePath, translations } from '../support/site.ts'

// `vike dev` renders on request and reports mismatches and React warnings that the
// production build hides.
for (const locale of locales) {
  test(`vike dev renders the ${locale} home, services, thank-you and contact pages without errors or warnings`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    for (const route of ['/', '/services', '/contact/thank-you', '/contact']) {
      await page.goto(localizePath(route, locale), { waitUntil: 'networkidle' })
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations(locale)('contact:heading'))
    // The contact form is the one island React hydrates: a mismatch would be reported above.
    await expect(page.locator('form[data-enhanced]')).toBeAttached()
    expect(problems).toEqual([])
  })
}

test('vike dev answers an unknown path with the localized 404', async ({ page }) => {
  const response = await page.goto('/ur/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations('ur')('notFound.heading'))
})

test('vike dev turns /ar/ into /ar, as production does', async ({ page }) => {
  await page.goto('/ar/')
  await expect(page).toHaveURL(/\/ar$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})
