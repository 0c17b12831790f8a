import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { signIn } from './support/adminSession.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { e2eAdmin, e2eLocalesDir } from './support/e2eServer.ts'
import { type Locale, locales, localizePath, translations } from './support/site.ts'

// A real build of the whole site on the e2e server (twice: one that succeeds, one that fails),
// on a shared two-core machine: minutes, not seconds.
test.setTimeout(480_000)

const buildTimeout = 300_000
const servicesFile = path.join(e2eLocalesDir, 'ar', 'services.json')
const brokenArticle = path.join(e2eLocalesDir, 'ar', 'blog', 'e2e-broken-article.md')

/** The public services page as a visitor gets it: complete, in its language, with its introduction. */
async function expectServicesPage(request: APIRequestContext, locale: Locale, intro: string) {
  const response = await request.get(localizePath('/services', locale))
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/^<!DOCTYPE html>/i)
  expect(html).toContain(`lang="${locale}"`)
  expect(html).toContain(intro)
  expect(html.trimEnd()).toMatch(/<\/html>$/)
}

test.describe('publishing the translators’ changes', () => {
  test('staff see the Arabic change, publish it with visible progress, and the same server serves it; a broken article fails and changes nothing', async ({
    page,
    request,
  }) => {
    const original = readFileSync(servicesFile, 'utf8')
    // The introduction, which no other browser test reads: the published text stays live afterwards.
    const before = translations('ar')('services:intro')
    const after = `${before} ونرحّب بأسئلتك في كل مرحلة.`
    const intros = Object.fromEntries(locales.map((locale) => [locale, translations(locale)('services:intro')]))
    try {
      writeFileSync(servicesFile, original.replace(JSON.stringify(before), JSON.stringify(after)))
      await signIn(page)
      await expect(page).toHaveURL('/admin/leads')
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Publish' }).click()
      await expect(page).toHaveURL('/admin/publish')

      // Under Unpublished changes, in Arabic: the live text and the text after publishing.
      const arabic = page.getByRole('region', { name: /^Arabic: \d+ change/ })
      const change = arabic.getByRole('listitem').filter({ hasText: 'services:intro' })
      await expect(change.getByRole('definition').first()).toHaveText(before)
      await expect(change.getByRole('definition').last()).toHaveText(after)
      await expect(change).toContainText('Edited in the files')
      await expect(change.getByRole('link', { name: 'Show in the preview' })).toHaveAttribute(
        'href',
        /highlight=services%3Aintro/,
      )
      await expectNoAxeViolations(page)

      await page.getByRole('button', { name: 'Publish' }).click()
      await expect(page.getByRole('heading', { name: 'Building the site' })).toBeVisible()
      await expect(page.getByLabel('Build progress')).toBeVisible()

      // While it builds, every language's page is the old, complete one.
      for (let round = 0; round < 3; round++) {
        for (const locale of locales) await expectServicesPage(request, locale, intros[locale] as string)
      }
      await expect(page.getByRole('heading', { name: 'Building the site' })).toBeVisible()

      // The page refreshes itself (no JavaScript needed) until the build has ended.
      await expect(page.getByText(/^Published: the site built at .* is live\.$/)).toBeVisible({ timeout: buildTimeout })
      await expectServicesPage(request, 'ar', after)
      for (const locale of ['en', 'ur'] as const) await expectServicesPage(request, locale, intros[locale] as string)
      await page.goto('/ar/services')
      await expect(page.getByRole('main').getByText(after)).toBeVisible()
      await page.goto('/admin/publish')
      await expect(page.getByRole('region', { name: /^Arabic: \d+ change/ }).getByText('services:intro')).toHaveCount(0)
      const history = page.getByRole('region', { name: 'Recent publishes' })
      await expect(history.getByRole('row').nth(1)).toContainText('Live')
      await expect(history.getByRole('row').nth(1)).toContainText(e2eAdmin.email)

      // A broken article: the build fails, names the file, and the site stays as published.
      writeFileSync(brokenArticle, '---\ntitle: [مقال غير مكتمل\n---\n\nنص المقال.\n')
      await page.getByRole('button', { name: 'Publish' }).click()
      const failure = page.getByRole('alert').filter({ hasText: 'failed' })
      await expect(failure).toBeVisible({ timeout: buildTimeout })
      await expect(failure).toContainText('The live site has not changed.')
      await expect(failure).toContainText('The file to fix: locales/ar/blog/e2e-broken-article.md')
      await expectServicesPage(request, 'ar', after)
    } finally {
      writeFileSync(servicesFile, original)
      rmSync(brokenArticle, { force: true })
    }
  })
})
