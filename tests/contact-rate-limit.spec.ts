// The contact limits as shipped (5 accepted messages and 30 posts per address in 10 minutes,
// decision 0006), seen by a visitor, on a server of this file's own: the e2e server lifts them,
// since every other test posts from 127.0.0.1. Each test is an address of its own
// (X-Forwarded-For, which this server believes from 127.0.0.1 only), so none eats another's count.
// A refused post must never count towards the five: a visitor fixing their mistakes, or an office
// behind one address, is not told to wait for messages that were never sent.
import { expect, type Page, test } from '@playwright/test'
import { contactRateLimit } from '#config/contactRateLimit.ts'
import { type ServerDatabase, type ServerProcess, serverDatabase, startServerProcess } from './support/serverProcess.ts'
import { locales, localizePath, translations } from './support/site.ts'

// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'default' })

const fields = ['name', 'email', 'phone', 'message'] as const
/** More refused posts than the five messages allowed, as the reviews asked. */
const refusedPosts = contactRateLimit.max + 1

let server: ServerProcess
let database: ServerDatabase

test.beforeAll(async () => {
  database = await serverDatabase('contact-rate-limit')
  server = await startServerProcess({
    ...database.env,
    CONTACT_RATE_LIMIT_MAX: String(contactRateLimit.max),
    CONTACT_RATE_LIMIT_POSTS_MAX: String(contactRateLimit.postsMax),
    CONTACT_RATE_LIMIT_WINDOW_MS: String(contactRateLimit.windowMinutes * 60_000),
    TRUST_PROXY: '127.0.0.1',
    // A test fills the form faster than the 3 s a person needs: its messages are real leads.
    FORM_TOKEN_MIN_AGE_MS: '0',
  })
})

test.afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exited
  await database?.drop()
})

for (const [index, locale] of locales.entries()) {
  const t = translations(locale)
  const url = (logical: string) => `${server.origin}${localizePath(logical, locale)}`
  const textbox = (page: Page, field: (typeof fields)[number]) =>
    page.getByRole('textbox', { name: t(`contact:form.fields.${field}.label`) })
  const submit = (page: Page) => page.getByRole('button', { name: t('contact:form.submit') })
  const notice = (page: Page) => page.getByRole('region', { name: t('contact:tooMany.heading') })
  const visitor = (message: number) => ({
    name: `Bilal Ahmed ${locale}`,
    email: `bilal.${locale}.${message}.${crypto.randomUUID()}@example.com`,
    phone: '+92 42 3578 1200',
    message: `Message ${message}: we need a catalogue site for our textile exports (${locale}).`,
  })
  async function fill(page: Page, values: Record<(typeof fields)[number], string>) {
    for (const field of fields) await textbox(page, field).fill(values[field])
  }

  test.describe(`the contact limits in ${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${10 * index + 1}` } })

    test('six refused posts, then five messages are accepted; the sixth gets the notice, its text kept', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const summary = page.getByRole('region', { name: t('contact:form.summary.heading') })
      await page.goto(url('/contact'))
      for (let post = 1; post <= refusedPosts; post++) {
        await textbox(page, 'email').fill(`bilal.${post}@`)
        await submit(page).click()
        // Refused by the schema, with the errors, at the page's own address: nothing was sent.
        await expect(summary).toBeFocused()
        await expect(page).toHaveURL(url('/contact'))
        await expect(notice(page)).toBeHidden()
      }
      for (let message = 1; message <= contactRateLimit.max; message++) {
        if (message > 1) await page.goto(url('/contact'))
        await fill(page, visitor(message))
        await submit(page).click()
        await expect(page).toHaveURL(url('/contact/thank-you'))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contact:thankYou.heading'))
      }
      await page.goto(url('/contact'))
      const sixth = visitor(contactRateLimit.max + 1)
      await fill(page, sixth)
      await submit(page).click()
      await expect(notice(page)).toBeFocused()
      await expect(page).toHaveURL(url('/contact'))
      for (const field of fields) await expect(textbox(page, field)).toHaveValue(sixth[field])
    })
  })

  test.describe(`the contact limits in ${locale}, with JavaScript`, () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${10 * index + 2}` } })

    test('six posts to /api/contact refused, then five messages are accepted; the sixth gets the notice, its text kept', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await page.goto(url('/contact'))
      await submit(page).hover()
      await expect(page.locator('form[data-enhanced]')).toBeAttached()
      // The form checks before it sends, so refused posts come from elsewhere: a script, another
      // tab, the plain form before the island loaded. Same address, same count of posts.
      for (let post = 1; post <= refusedPosts; post++) {
        const response = await page.request.post(`${server.origin}/api/contact`, {
          data: { locale, idempotencyKey: crypto.randomUUID(), name: '', email: `bilal.${post}@`, message: '' },
        })
        expect(response.status()).toBe(422)
      }
      const sent = (name: string) =>
        page.getByRole('heading', { name: t('contact:thankYou.headingNamed', { name }), exact: true })
      for (let message = 1; message <= contactRateLimit.max; message++) {
        await fill(page, visitor(message))
        await submit(page).click()
        await expect(sent(visitor(message).name)).toBeFocused()
        await page.getByRole('button', { name: t('channels:sent.another') }).click()
        await expect(textbox(page, 'name')).toBeFocused()
      }
      const sixth = visitor(contactRateLimit.max + 1)
      await fill(page, sixth)
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
      await submit(page).click()
      expect((await answered).status()).toBe(429)
      await expect(notice(page)).toBeFocused()
      await expect(sent(sixth.name)).toBeHidden()
      await expect(page.getByRole('region', { name: t('contact:form.heading') })).toBeVisible()
      for (const field of fields) await expect(textbox(page, field)).toHaveValue(sixth[field])
    })
  })
}
