import { execFile } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { cookieNames, hashSessionToken } from '#server/admin/sessionPolicy.server.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { withE2eAdminRepository } from './support/e2eDatabase.ts'
import { e2eAdmin, e2eLocalesDir } from './support/e2eServer.ts'
import { translations } from './support/site.ts'

const t = translations('en')

async function signIn(page: Page, password = e2eAdmin.password, email = e2eAdmin.email) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Edits a file of the server's locales copy for one test, and puts it back afterwards. */
async function withLocaleFile(file: string, edit: (content: string) => string, run: () => Promise<void>) {
  const full = path.join(e2eLocalesDir, file)
  const original = readFileSync(full, 'utf8')
  writeFileSync(full, edit(original))
  try {
    await run()
  } finally {
    writeFileSync(full, original)
  }
}

test.describe('admin access', () => {
  test('every admin page sends a visitor without a session to sign-in, and the API answers 401', async ({
    page,
    request,
  }) => {
    for (const url of ['/admin', '/admin/leads', '/admin/leads/1', '/admin/preview', '/admin/translations']) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(303)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(response.headers()['x-robots-tag']).toContain('noindex')
      await page.goto(url)
      await expect(page).toHaveURL(/\/admin\/login\?next=/)
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    }
    expect((await request.get('/admin/api/leads')).status()).toBe(401)
    expect((await request.get('/admin/leads.csv', { maxRedirects: 0 })).status()).toBe(303)
  })

  test('a wrong password is refused, and repeated tries are throttled', async ({ page }) => {
    // Another account than the one the other tests use: its throttle never blocks them.
    const email = `intruder-${crypto.randomUUID()}@example.com`
    await signIn(page, 'not the password at all', email)
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an account.')
    for (let attempt = 0; attempt < 4; attempt++) await signIn(page, 'not the password at all', email)
    await signIn(page, 'still not the password', email)
    await expect(page.getByRole('alert')).toContainText('Too many failed attempts')
  })

  test('the right password signs in, and signing out ends the session', async ({ page }) => {
    await signIn(page)
    await expect(page).toHaveURL('/admin/leads')
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
    await expect(page.getByText(`Signed in as ${e2eAdmin.email}`)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL('/admin/login')
    await page.goto('/admin/leads')
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('a session idle for more than 30 minutes has ended', async ({ page, context }) => {
    await signIn(page)
    await expect(page).toHaveURL('/admin/leads')
    // This session's last activity moved 31 minutes back, as if its staff member had left.
    const token = (await context.cookies()).find((cookie) => cookie.name === cookieNames(false).session)?.value
    expect(token).toBeTruthy()
    const idleSince = new Date(Date.now() - 31 * 60 * 1000)
    await withE2eAdminRepository((admin) => admin.touchSession(hashSessionToken(token as string), idleSince))
    await page.reload()
    await expect(page).toHaveURL(/\/admin\/login/)
  })

  test('a forged cross-site request is refused', async ({ page, context }) => {
    await signIn(page)
    await expect(page).toHaveURL('/admin/leads')
    // The session cookie is sent, but no anti-forgery token: what another site's form would post.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const forged = await context.request.post('/admin/leads/1', {
      headers: { cookie },
      form: { status: 'won', note: 'forged' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    // And a real cross-site post carries no cookie at all (SameSite=Strict): sent to sign-in.
    const session = (await context.cookies()).find((c) => c.name === 'bd_session')
    expect(session?.sameSite).toBe('Strict')
    expect(session?.httpOnly).toBe(true)
  })
})

test.describe('leads', () => {
  async function sendLeadThroughContactForm(context: BrowserContext, name: string, email: string) {
    // The plain form, as a visitor without JavaScript sends it.
    const page = await context.newPage()
    await page.goto('/contact')
    await page.getByRole('textbox', { name: t('contact:form.fields.name.label') }).fill(name)
    await page.getByRole('textbox', { name: t('contact:form.fields.email.label') }).fill(email)
    await page
      .getByRole('textbox', { name: t('contact:form.fields.message.label') })
      .fill('<b>Please</b> build our Shopify store before Eid.')
    await page.getByRole('button', { name: t('contact:form.submit') }).click()
    await expect(page).toHaveURL('/contact/thank-you')
    await page.close()
  }

  test('a lead sent through the public form appears in the inbox, changes status and is exported', async ({
    browser,
    page,
  }) => {
    const name = `Layla ${crypto.randomUUID().slice(0, 8)}`
    const email = `${name.replace(' ', '.').toLowerCase()}@example.com`
    const visitor = await browser.newContext({ javaScriptEnabled: false })
    await sendLeadThroughContactForm(visitor, name, email)
    await visitor.close()

    await signIn(page)
    await page.getByRole('searchbox', { name: 'Search name, email or message' }).fill(name)
    await page.getByRole('button', { name: 'Filter' }).click()
    await expect(page.getByRole('status')).toHaveText('1 lead')
    await page.getByRole('link', { name }).click()

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lead from ${name}`)
    // Markup a visitor typed is shown as text, never interpreted.
    await expect(page.getByText('<b>Please</b> build our Shopify store before Eid.')).toBeVisible()
    await expect(page.locator('main b')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByLabel('Status').selectOption('won')
    await page.getByLabel('Internal note').fill('Signed the quote.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByRole('status')).toHaveText('Saved.')
    await expect(page.getByLabel('Status')).toHaveValue('won')

    await page.goto('/admin/leads?status=won')
    await expect(page.getByRole('link', { name })).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export these leads as CSV' }).click()
    const csv = readFileSync(await (await download).path(), 'utf8')
    expect(csv).toContain(name)
    expect(csv).toContain('won')
    expect(csv).toContain('Signed the quote.')
  })
})

test.describe('preview and translation status', () => {
  // These tests edit the server's copy of locales/: one at a time.
  test.describe.configure({ mode: 'serial' })

  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('shows a page in the three languages side by side, under a Preview banner', async ({ page }) => {
    await page.goto('/admin/preview?path=/services&locale=all')
    // The framed pages are public pages, each checked by axe on its own (accessibility.spec.ts).
    await expectNoAxeViolations(page, { exclude: 'iframe' })
    for (const [locale, language] of [
      ['en', 'English'],
      ['ar', 'Arabic'],
      ['ur', 'Urdu'],
    ] as const) {
      const frame = page.frameLocator(`iframe[title="Preview of /services in ${language}"]`)
      await expect(frame.getByText('Preview — not published')).toBeVisible()
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
        translations(locale)('services:heading' as never) as string,
      )
    }
  })

  test('an edited string shows in the preview without a rebuild, and keys can be shown', async ({ page }) => {
    const edited = `Services, edited ${Date.now()}`
    await withLocaleFile(
      'en/services.json',
      (content) => JSON.stringify({ ...JSON.parse(content), heading: edited }),
      async () => {
        await page.goto('/admin/preview/frame?path=/services&locale=en')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited)
        await page.goto('/admin/preview/frame?path=/services&locale=en&keys=beside')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${edited} ⟦services:heading⟧`)
        await page.goto('/admin/preview/frame?path=/services&locale=en&keys=instead')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦services:heading⟧')
      },
    )
    // The published page never changed.
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations('en')('services:heading'))
  })

  test('a key removed from Urdu is highlighted in the preview and reported by the status page and i18n:check', async ({
    page,
  }) => {
    await withLocaleFile(
      'ur/services.json',
      (content) => {
        const { heading: _removed, ...rest } = JSON.parse(content)
        return JSON.stringify(rest)
      },
      async () => {
        await page.goto('/admin/preview/frame?path=/services&locale=ur')
        const heading = page.getByRole('heading', { level: 1 })
        await expect(heading).toHaveText(translations('en')('services:heading'))
        await expect(heading.locator('mark.preview-fallback')).toHaveCount(1)

        await page.goto('/admin/translations')
        const urdu = page.getByRole('region', { name: 'Urdu', exact: true })
        await expect(urdu.getByRole('listitem').filter({ hasText: 'ur/services.json, heading' })).toContainText(
          'Missing',
        )
        await expectNoAxeViolations(page)

        const check = await promisify(execFile)('npx', ['tsx', 'scripts/i18n-check.ts', e2eLocalesDir]).catch(
          (error: { code: number; stderr: string }) => error,
        )
        expect('code' in check ? check.code : 0).toBe(1)
        expect(check.stderr).toContain('locales/ur/services.json  heading')
      },
    )
  })

  test('a draft article written now shows in the preview, not at its public address or in the sitemap', async ({
    page,
    request,
  }) => {
    const slug = `draft-${Date.now()}`
    const file = path.join(e2eLocalesDir, 'en/blog', `${slug}.md`)
    writeFileSync(
      file,
      [
        '---',
        'title: "A draft nobody outside may read"',
        'excerpt: "Still being written."',
        'author: "Omar Al Mansoori"',
        'publishedDate: 2025-01-19',
        'category: design',
        `image: /images/blog/${slug}.png`,
        'draft: true',
        '---',
        '',
        '## Work in progress',
        '',
        'This article is not finished.',
        '',
      ].join('\n'),
    )
    try {
      await page.goto('/admin/preview')
      await expect(
        page.getByLabel('Page').locator('option', { hasText: 'A draft nobody outside may read (draft)' }),
      ).toHaveCount(1)
      await page.goto(`/admin/preview/frame?path=/blog/${slug}&locale=en`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A draft nobody outside may read')
      expect((await request.get(`/blog/${slug}`)).status()).toBe(404)
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug)
    } finally {
      rmSync(file, { force: true })
    }
  })
})
