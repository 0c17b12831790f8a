import { expect, test } from '@playwright/test'
import { locales, localizePath, newestArticleIn, translations } from '../support/site.ts'

// In `vike dev` (and for pages rendered on request) articles come from +data.ts, not from the
// prerender hooks: the same pages, and the same localized 404 for a slug that does not exist.
for (const locale of locales) {
  test(`vike dev renders ${locale} blog pages and answers an unknown slug with the ${locale} 404`, async ({ page }) => {
    const t = translations(locale)
    const article = newestArticleIn(locale)
    expect((await page.goto(localizePath(`/blog/${article.slug}`, locale)))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
    expect((await page.goto(localizePath('/blog', locale)))?.status()).toBe(200)
    const response = await page.goto(localizePath('/blog/no-such-article', locale))
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.heading'))
  })
}
