import { type Browser, expect, type Page, type Route, test } from '@playwright/test'
import { type ErrorKey, messageValues } from '#features/contact/messageValues.ts'
import { e2eAdmin } from './support/e2eServer.ts'
import { locales, localizePath, translations } from './support/site.ts'

// The contact form's island loads only when the form is used or the browser is idle
// (docs/decisions/0001, src/features/contact/loadContactIsland.client.ts). These tests keep the
// browser from ever being idle, so only what the visitor does loads it.

const fields = ['name', 'email', 'phone', 'message'] as const

/** The page never reports idle time: the island waits for the visitor. */
async function neverIdle(page: Page) {
  await page.addInitScript(() => {
    Object.assign(window, { requestIdleCallback: () => 0 })
  })
}

/** Holds every script requested after the page loaded (the island) until `release` is called. */
async function holdIsland(page: Page) {
  const held: Route[] = []
  let holding = false
  let released = false
  await page.route('**/assets/**/*.js', (route) => {
    if (holding && !released) held.push(route)
    else route.continue()
  })
  return {
    start: () => {
      holding = true
    },
    requested: () => held.length,
    release: async () => {
      released = true
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/** The leads stored for an address, read through the admin API as staff. */
async function leadsFor(browser: Browser, email: string) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(e2eAdmin.email)
    await page.getByLabel('Password').fill(e2eAdmin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/)
    const answer = await context.request.get(`/admin/api/leads?q=${encodeURIComponent(email)}`)
    const { leads } = (await answer.json()) as { leads: { email: string; name: string; message: string }[] }
    return leads.filter((lead) => lead.email === email)
  } finally {
    await context.close()
  }
}

for (const locale of locales) {
  const t = translations(locale)
  const path = localizePath('/contact', locale)
  const label = (field: (typeof fields)[number]) => t(`contact:form.fields.${field}.label`)
  const errorMessage = (key: string) =>
    t(`contact:form.errors.${key}` as never, messageValues(`contact:form.errors.${key}` as ErrorKey)) as string
  const visitor = () => ({
    name: `Bilal Ahmed ${locale}`,
    email: `bilal.${locale}.${crypto.randomUUID()}@example.com`,
    phone: '+971 4 552 9310',
    message: `A booking system for our three clinics (${locale}), typed before the island loaded.`,
  })

  test.describe(`the contact island in ${locale}`, () => {
    test('the page downloads at most 5 KB of JavaScript before the form is used', async ({ page }) => {
      await neverIdle(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
      )
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(5 * 1024)
      await expect(page.locator('[data-island]')).toHaveCount(0)
    })

    test('once requested, every chunk of the island is preloaded at once, not one after another', async ({ page }) => {
      await neverIdle(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      const requested: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname)
      })
      await page.getByRole('textbox', { name: label('name') }).focus()
      await expect(page.locator('form[data-enhanced]')).toBeAttached()
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
      // The island is several chunks (React DOM, MUI, the form): each must come from a preload.
      expect(requested.length).toBeGreaterThan(1)
      for (const script of requested) expect(preloaded).toContain(script)
    })

    test('what is typed before the island loads stays, and the island sends it', async ({ page }) => {
      await neverIdle(page)
      const island = await holdIsland(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      island.start()
      const sent = visitor()
      for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
      // The visitor's first keystroke asked for the island; it has not arrived yet.
      expect(island.requested()).toBeGreaterThan(0)
      await expect(page.locator('form[data-enhanced]')).toHaveCount(0)
      await island.release()
      await expect(page.locator('form[data-enhanced]')).toBeAttached()
      for (const field of fields)
        await expect(page.getByRole('textbox', { name: label(field) })).toHaveValue(sent[field])

      const posts: Record<string, string>[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contact')) posts.push(request.postDataJSON() as Record<string, string>)
      })
      await page.getByRole('button', { name: t('contact:form.submit') }).click()
      await expect(page.getByRole('status').getByText(t('contact:form.toast.sentTitle'), { exact: true })).toBeVisible()
      expect(posts).toHaveLength(1)
      expect(posts[0]).toMatchObject({ ...sent, locale })
    })

    test("an empty send before the island loads gets the page's own error summary, never the browser's bubble", async ({
      page,
    }) => {
      await neverIdle(page)
      const island = await holdIsland(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      island.start()
      // The browser's bubble ("Please fill out this field.", in the browser's language) would stop
      // the send here; the server answers instead, in the page's language.
      await page.getByRole('button', { name: t('contact:form.submit') }).click()
      const summary = page.getByRole('region', { name: t('contact:form.summary.heading') })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([
        errorMessage('nameRequired'),
        errorMessage('emailRequired'),
        errorMessage('messageRequired'),
      ])
      await expect(page.getByRole('textbox', { name: label('name') })).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await island.release()
    })

    test('a submit made before the island loads posts the plain form, and the lead is stored once', async ({
      page,
      browser,
    }) => {
      await neverIdle(page)
      const island = await holdIsland(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      island.start()
      const sent = visitor()
      for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
      await page.getByRole('button', { name: t('contact:form.submit') }).click()
      await expect(page).toHaveURL(localizePath('/contact/thank-you', locale))
      // The island arriving late changes nothing: the message was sent once, as a plain post.
      await island.release()
      const leads = await leadsFor(browser, sent.email)
      expect(leads).toHaveLength(1)
      expect(leads[0]).toMatchObject({ name: sent.name, message: sent.message })
    })
  })
}
