import { expect, test } from '@playwright/test'
import { signIn } from './support/adminSession.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { e2eAdmin } from './support/e2eServer.ts'
import { translations } from './support/site.ts'

test('an owner invites a translator, who sets a password and can open the preview but never leads or accounts, until disabled', async ({
  page,
  browser,
}) => {
  const email = `translator-${crypto.randomUUID().slice(0, 8)}@example.com`
  const password = 'a sentence only I would write'

  // The owner (ADMIN_EMAIL) invites from the accounts page and gets the link to pass on.
  await signIn(page, e2eAdmin)
  await expect(page.getByText('Role: Owner')).toBeVisible()
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption('translator')
  await page.getByRole('button', { name: 'Invite' }).click()
  await expect(page.getByRole('status')).toHaveText(`${email} is invited.`)
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue()
  const linkPath = new URL(link).pathname + new URL(link).search
  expect(linkPath).toMatch(/^\/admin\/set-password\?token=/)
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Invited: no password yet')
  await expectNoAxeViolations(page)

  // The translator opens the link in a browser of their own and chooses a password.
  const translatorContext = await browser.newContext()
  const translator = await translatorContext.newPage()
  await translator.goto(linkPath)
  await expect(translator.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible()
  await expectNoAxeViolations(translator)
  await translator.getByLabel(/^New password\W*$/).fill(password)
  await translator.getByLabel('New password again').fill(password)
  await translator.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(translator).toHaveURL('/admin/translations')
  await translator.getByRole('button', { name: 'Sign out' }).click()

  // The link works once.
  await translator.goto(linkPath)
  await expect(translator.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()

  // Signing in with the new password lands on the translations, with no Leads or Accounts in sight.
  await signIn(translator, { email, password })
  await expect(translator).toHaveURL('/admin/translations')
  await expect(translator.getByText('Role: Translator')).toBeVisible()
  const nav = translator.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link')).toHaveText(['Preview', 'Translations', 'Publish'])

  // Leads and accounts are refused by page and by API.
  const leads = await translator.goto('/admin/leads')
  expect(leads?.status()).toBe(403)
  await expect(translator.getByRole('heading', { level: 1, name: 'Your account cannot open this page' })).toBeVisible()
  await expect(translator.getByRole('main').getByRole('link', { name: 'Go to Translations' })).toBeVisible()
  await expectNoAxeViolations(translator)
  expect((await translator.request.get('/admin/api/leads')).status()).toBe(403)
  expect((await translator.request.get('/admin/leads.csv', { maxRedirects: 0 })).status()).toBe(403)
  expect((await translator.goto('/admin/accounts'))?.status()).toBe(403)

  // The preview opens, in the three languages.
  await translator.goto('/admin/preview?path=/services&locale=all')
  for (const [locale, language] of [
    ['en', 'English'],
    ['ar', 'Arabic'],
    ['ur', 'Urdu'],
  ] as const) {
    const frame = translator.frameLocator(`iframe[title="Preview of /services in ${language}"]`)
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
      translations(locale)('services:heading' as never) as string,
    )
  }

  // The owner disables the account: the translator's next request is signed out.
  await page.goto('/admin/accounts')
  await page.getByRole('button', { name: `Disable ${email}` }).click()
  await expect(page.getByRole('status')).toHaveText(`${email} is disabled and signed out everywhere.`)
  await translator.goto('/admin/preview')
  await expect(translator).toHaveURL(/\/admin\/login\?next=/)
  await signIn(translator, { email, password })
  await expect(translator.getByRole('alert')).toHaveText('That email and password do not match an account.')
  await translatorContext.close()
})
