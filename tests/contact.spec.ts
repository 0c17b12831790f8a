import { expect, type Page, type Request } from '@playwright/test'
import { postalAddress } from '#components/contactInfo/postalAddress.ts'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { company } from '#config/company.ts'
import { callButtonOffices } from '#config/contactPage.ts'
import { contactRateLimit } from '#config/contactRateLimit.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { getOffice, offices } from '#config/offices.ts'
import { replyPromise } from '#config/replyPromise.ts'
import { type ErrorKey, messageValues } from '#features/contact/messageValues.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { contactNames } from './support/contactNames.ts'
import { overlaps } from './support/edges.ts'
import { test } from './support/leadInbox.ts'
import { locales, localizePath, translations } from './support/site.ts'

// The e2e server takes a form as soon as it is sent (FORM_TOKEN_MIN_AGE_MS=0 in
// playwright.config.ts): the 3 s spam timer of decision 0006 is tested in src/server/contact.

const fields = ['name', 'email', 'phone', 'message'] as const

function visitor(locale: string) {
  return {
    name: `Amina Tariq ${locale}`,
    email: `amina.${locale}.${crypto.randomUUID()}@example.com`,
    phone: '+92 300 1234567',
    message: `We need a Shopify store for our boutique (${locale}), ready before Ramadan.`,
  }
}

/** Records the JSON bodies the page posts to the contact API. */
function recordPosts(page: Page) {
  const bodies: Record<string, string>[] = []
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/contact') && request.method() === 'POST') {
      bodies.push(request.postDataJSON() as Record<string, string>)
    }
  })
  return bodies
}

/**
 * The ids of the leads the server said it stored (201 { id }), in the order of the answers. The
 * admin API does not show a lead's idempotency key: the lead the server named in its answer to a
 * post is the one stored under the key that post carried.
 */
/**
 * The idempotency keys of the posts the server answered 201. The answer names no lead (no
 * sequential id leaves the server): it is only `{ status: 'received' }`.
 */
function recordReceivedKeys(page: Page): () => Promise<string[]> {
  const keys: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/api/contact') && response.status() === 201) {
      keys.push(
        response.json().then((body: unknown) => {
          expect(body).toEqual({ status: 'received' })
          return (response.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey
        }),
      )
    }
  })
  return () => Promise.all(keys)
}

/**
 * Moves the page's clock on until it has posted `count` times: the form waits 1 s, 2 s, 4 s
 * between attempts (src/config/contactRetry.ts), which the test need not sit through. Needs
 * page.clock.install() before the first post.
 */
async function skipRetryWaits(page: Page, posts: unknown[], count: number) {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000)
        return posts.length
      },
      { intervals: [100] },
    )
    .toBe(count)
}

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)
  const label = (field: (typeof fields)[number]) => t(`contact:form.fields.${field}.label`)
  const errorMessage = (key: string) =>
    t(`contact:form.errors.${key}` as never, messageValues(`contact:form.errors.${key}` as ErrorKey)) as string
  const own = getOffice(primaryOfficeByLocale[locale])
  /** A first letter alone, as a visitor in a hurry types it: not a name. */
  const initial = locale === 'en' ? 'J' : 'ع'
  const city = (id: string) => t(`channels:offices.city.${id}` as never) as string

  test.describe(`contact in ${locale}`, () => {
    test.describe('with JavaScript', () => {
      test.beforeEach(async ({ page }) => {
        await page.goto(path('/contact'))
        // The island loads when the form is first used (or the browser is idle): pointing at it is
        // enough. Submitting before it hydrates would post the plain form instead.
        await page.getByRole('button', { name: t('contact:form.submit') }).hover()
        await expect(page.locator('form[data-enhanced]')).toBeAttached()
      })

      test('an empty submit shows every error in the language, focuses the summary and sends nothing; the form with its errors passes axe', async ({
        page,
      }) => {
        const posts = recordPosts(page)
        await page.getByRole('button', { name: t('contact:form.submit') }).click()

        const summary = page.getByRole('region', { name: t('contact:form.summary.heading') })
        await expect(summary).toBeFocused()
        const expected = [errorMessage('nameRequired'), errorMessage('emailRequired'), errorMessage('messageRequired')]
        await expect(summary.getByRole('link')).toHaveText(expected)

        for (const [field, message] of [
          ['name', expected[0]],
          ['email', expected[1]],
          ['message', expected[2]],
        ] as const) {
          const input = page.getByRole('textbox', { name: label(field) })
          await expect(input).toHaveAttribute('aria-invalid', 'true')
          await expect(input).toHaveAccessibleDescription(message as string)
          await expect(input).toHaveAttribute('required', '')
        }
        await expect(page.getByRole('textbox', { name: label('phone') })).toHaveAttribute('aria-invalid', 'false')

        // A link in the summary takes the visitor to its field.
        await summary.getByRole('link', { name: expected[1] }).click()
        await expect(page.getByRole('textbox', { name: label('email') })).toBeFocused()
        expect(posts).toEqual([])

        // With a wrong phone number too, every field has its error: the form in that state, which
        // no page load reaches (accessibility.spec.ts), passes axe.
        // An initial alone is not a name.
        await page.getByRole('textbox', { name: label('name') }).fill(initial)
        await page.getByRole('textbox', { name: label('phone') }).fill('12345')
        await page.getByRole('button', { name: t('contact:form.submit') }).click()
        await expect(summary).toBeFocused()
        await expect(page.getByRole('textbox', { name: label('name') })).toHaveAccessibleDescription(
          errorMessage('nameTooShort'),
        )
        await expect(page.getByRole('textbox', { name: label('phone') })).toHaveAccessibleDescription(
          errorMessage('phoneInvalid'),
        )
        await expectNoAxeViolations(page)
        expect(posts).toEqual([])
      })

      test('tabbing through the empty form marks nothing; what was typed is judged on leaving the field; after a submit every error shows and follows the typing', async ({
        page,
      }) => {
        const posts = recordPosts(page)
        const field = (name: (typeof fields)[number]) => page.getByRole('textbox', { name: label(name) })
        const submit = page.getByRole('button', { name: t('contact:form.submit') })
        await field('name').focus()
        // Name, then Email, Phone, Message and the send button, nothing typed.
        for (let press = 0; press < 4; press++) await page.keyboard.press('Tab')
        await expect(submit).toBeFocused()

        // A phone number too short is judged when the visitor leaves it; the empty required fields
        // they tabbed through stay as they were (no "please enter your email" for Email alone).
        await field('phone').fill('12')
        await page.keyboard.press('Tab')
        await expect(field('phone')).toHaveAccessibleDescription(errorMessage('phoneInvalid'))
        for (const name of ['name', 'email', 'message'] as const)
          await expect(field(name)).toHaveAttribute('aria-invalid', 'false')

        // An address without its domain: the error on leaving the field, gone as soon as it is fixed.
        await field('email').fill('amina@')
        await expect(field('email')).toHaveAttribute('aria-invalid', 'false')
        await page.keyboard.press('Tab')
        await expect(field('email')).toHaveAccessibleDescription(errorMessage('emailInvalid'))
        await field('email').fill(`amina.${locale}@example.com`)
        await expect(field('email')).toHaveAttribute('aria-invalid', 'false')

        // A name of one letter, the same way; emptied, it is not wrong before a submit.
        await field('name').fill(initial)
        await page.keyboard.press('Tab')
        await expect(field('name')).toHaveAccessibleDescription(errorMessage('nameTooShort'))
        await field('name').fill('')
        await expect(field('name')).toHaveAttribute('aria-invalid', 'false')

        // The submit: every field's error, "required" included, then live as the visitor types.
        await field('phone').fill('')
        await submit.click()
        await expect(field('name')).toHaveAccessibleDescription(errorMessage('nameRequired'))
        await expect(field('message')).toHaveAccessibleDescription(errorMessage('messageRequired'))
        await field('message').fill(`A bilingual site for our clinic (${locale}), before the summer.`)
        await expect(field('message')).toHaveAttribute('aria-invalid', 'false')
        await field('message').fill('Too short')
        await expect(field('message')).toHaveAccessibleDescription(errorMessage('messageTooShort'))
        expect(posts).toEqual([])
      })

      test('a valid message is stored, shows the toast, empties the form and gets a new key', async ({
        page,
        inbox,
      }) => {
        const posts = recordPosts(page)
        const answered = recordReceivedKeys(page)
        const sent = visitor(locale)
        for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
        await page.getByRole('button', { name: t('contact:form.submit') }).click()

        // Toasts are drawn inside the polite live region, so screen readers announce them.
        const toasts = page.getByRole('status')
        const hours = t('common:duration.hours', { count: replyPromise.hours })
        await expect(toasts.getByText(t('contact:form.toast.sentTitle'), { exact: true })).toBeVisible()
        await expect(toasts.getByText(t('contact:form.toast.sentText', { hours }))).toBeVisible()
        // In the form's place, a tick and a headline that thanks the sender by name (the toast
        // says "sent"): a heading that has the focus and names the section.
        const thanks = t('contact:thankYou.headingNamed', { name: sent.name })
        const panel = page.getByRole('region', { name: thanks })
        const heading = panel.getByRole('heading', { name: thanks, exact: true })
        await expect(heading).toBeFocused()
        await expect(heading).toHaveText(thanks)
        expect(await heading.evaluate((node) => node.tagName)).toBe('H2')
        // Then "What happens next" one level down.
        const next = panel.getByRole('heading', { name: t('channels:sent.nextHeading'), exact: true })
        expect(await next.evaluate((node) => node.tagName)).toBe('H3')
        expect((await heading.boundingBox())?.y ?? Infinity).toBeLessThan((await next.boundingBox())?.y ?? 0)
        // The panel makes the reply promise too: the toast that says it goes after a few seconds.
        await expect(page.locator('#contact-sent')).toBeVisible()
        await expect(panel).toContainText(t('channels:sent.text', { hours }))
        // A sooner answer from the reader's own office: London for English, Dubai, Lahore.
        await expect(
          panel.getByRole('link', { name: t('channels:sent.call', { city: city(own.id) }) }),
        ).toHaveAttribute('href', `tel:${own.phoneE164}`)
        await expect(panel).toContainText(city(own.id))
        await page.getByRole('button', { name: t('channels:sent.another') }).click()
        for (const field of fields) await expect(page.getByRole('textbox', { name: label(field) })).toHaveValue('')
        expect(posts).toHaveLength(1)
        expect(posts[0]).toMatchObject({ ...sent, locale, page: '/contact', website: '' })

        // A second message is a new lead: it must not reuse the first one's idempotency key. It is
        // sent from a phone: there the toast is drawn under the header, clear of it (logo,
        // menu), of the action bar (Quote, Call, WhatsApp) while it is shown and of the focused
        // headline, which both stay on screen (round 8: it covered "Thank you, …" from the top).
        const phone = { width: 390, height: 844 }
        await page.setViewportSize(phone)
        for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
        await page.getByRole('button', { name: t('contact:form.submit') }).click()
        await expect(heading).toBeFocused()
        const toast = toasts.getByText(t('contact:form.toast.sentTitle'), { exact: true }).last()
        await expect(toast).toBeVisible()
        // Measured where it comes to rest, after its short rise.
        await toast.evaluate((node) =>
          Promise.all((node.closest('.MuiPaper-root') as Element).getAnimations().map((motion) => motion.finished)),
        )
        const toastBox = await toast.evaluate((node) => {
          const { top, bottom, left, right } = (node.closest('.MuiPaper-root') as Element).getBoundingClientRect()
          return { top, bottom, left, right }
        })
        // Where the action bar sits at the bottom of the screen while it is shown; while it has
        // slid away (Contact's own Call / WhatsApp row is on screen) the toast takes its place.
        const actionBar = page.getByRole('navigation', { name: t('channels:quickContact.label'), includeHidden: true })
        const barBox = await actionBar.evaluate((node) => {
          const { left, right } = node.getBoundingClientRect()
          const shown = (node as HTMLElement).dataset.covered !== 'true'
          return {
            top: window.innerHeight - (shown ? (node as HTMLElement).offsetHeight : 0),
            bottom: window.innerHeight,
            left,
            right,
          }
        })
        const edges = (node: Element) => {
          const { top, bottom, left, right } = node.getBoundingClientRect()
          return { top, bottom, left, right }
        }
        const headingBox = await heading.evaluate(edges)
        const headerBox = await page.getByRole('banner').evaluate(edges)
        // Under the header, the headline below it (round 9: at the bottom it covered the panel's links).
        expect(toastBox.bottom).toBeLessThanOrEqual(headingBox.top)
        expect(overlaps(toastBox, barBox)).toBe(false)
        expect(overlaps(toastBox, headerBox)).toBe(false)
        expect(overlaps(toastBox, headingBox)).toBe(false)
        expect(headingBox.top).toBeGreaterThanOrEqual(headerBox.bottom)
        expect(headingBox.bottom).toBeLessThanOrEqual(phone.height)
        await page.getByRole('button', { name: t('channels:sent.another') }).click()
        await expect(page.getByRole('textbox', { name: label('name') })).toHaveValue('')
        expect(posts).toHaveLength(2)
        expect(posts[1]?.idempotencyKey).not.toBe(posts[0]?.idempotencyKey)

        // Two leads: one for each post the server received, each with its own key.
        const leads = await inbox.leadsFrom(sent.email)
        expect(await answered()).toEqual(posts.map((body) => body.idempotencyKey))
        expect(leads).toHaveLength(posts.length)
        expect(leads[0]).toMatchObject({ ...sent, locale, page: '/contact', status: 'new' })
      })

      test('a dropped request is retried with the same idempotency key and stored once', async ({ page, inbox }) => {
        await page.clock.install()
        const posts = recordPosts(page)
        const answered = recordReceivedKeys(page)
        let calls = 0
        await page.route('**/api/contact', (route) => {
          calls++
          if (calls <= 2) return route.fulfill({ status: 503, json: { error: 'unavailable' } })
          return route.continue()
        })
        const sent = visitor(locale)
        for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
        const submit = page.getByRole('button', { name: t('contact:form.submit') })
        await submit.click()
        await expect(page.getByRole('button', { name: t('contact:form.sending') })).toBeDisabled()
        await skipRetryWaits(page, posts, 3)

        await expect(
          page.getByRole('status').getByText(t('contact:form.toast.sentTitle'), { exact: true }),
        ).toBeVisible()
        expect(posts).toHaveLength(3)
        const keys = new Set(posts.map((body) => body.idempotencyKey))
        expect(keys.size).toBe(1)
        expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/)
        // Sent: the panel stands in the form's place; asking to write again brings back a usable form.
        await page.getByRole('button', { name: t('channels:sent.another') }).click()
        await expect(submit).toBeEnabled()
        // One lead, from the one post with that key that finally reached the server.
        const leads = await inbox.leadsFrom(sent.email)
        expect(leads).toHaveLength(1)
        expect(await answered()).toEqual([...keys])
        expect(leads[0]).toMatchObject({ status: 'new' })
      })

      test('a server that stays down keeps the text and says so, with the sales address', async ({ page }) => {
        await page.clock.install()
        const posts = recordPosts(page)
        await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: {} }))
        const sent = visitor(locale)
        for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
        await page.getByRole('button', { name: t('contact:form.submit') }).click()
        await expect(page.getByRole('button', { name: t('contact:form.sending') })).toBeDisabled()
        // Four attempts, 1 s, 2 s and 4 s apart, then the toast.
        await skipRetryWaits(page, posts, 4)
        const toast = page.getByRole('status').getByText(t('contact:form.toast.failedTitle'), { exact: true })
        await expect(toast).toBeVisible()
        expect(posts).toHaveLength(4)
        await expect(page.getByRole('status')).toContainText(
          t('contact:form.errors.server', { email: mailboxes.sales }),
        )
        for (const field of fields)
          await expect(page.getByRole('textbox', { name: label(field) })).toHaveValue(sent[field])
      })

      test("the server's field errors are shown with the summary, its rate limit in a notice of its own, neither retried", async ({
        page,
      }) => {
        const posts = recordPosts(page)
        const serverError = errorMessage('emailInvalid')
        let answer = 422
        await page.route('**/api/contact', (route) =>
          answer === 422
            ? route.fulfill({ status: 422, json: { error: 'invalid', errors: { email: serverError } } })
            : answer === 429
              ? route.fulfill({ status: 429, json: { error: 'tooMany' } })
              : route.fulfill({ status: 201, json: { status: 'received' } }),
        )
        const sent = visitor(locale)
        for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
        await page.getByRole('button', { name: t('contact:form.submit') }).click()
        const summary = page.getByRole('region', { name: t('contact:form.summary.heading') })
        await expect(summary).toBeFocused()
        await expect(page.getByRole('textbox', { name: label('email') })).toHaveAccessibleDescription(serverError)
        expect(posts).toHaveLength(1)

        answer = 429
        await page.getByRole('textbox', { name: label('email') }).fill(sent.email)
        await page.getByRole('button', { name: t('contact:form.submit') }).click()
        // Over the rate limit nothing is wrong with the form: a notice of its own, not the summary
        // of errors, says how long to wait and offers the reader's own office at once.
        const notice = page.getByRole('region', { name: t('contact:tooMany.heading') })
        await expect(notice).toBeFocused()
        // Counted once the answer is shown: the click returns before the form has validated and posted.
        expect(posts).toHaveLength(2)
        await expect(notice).toContainText(
          t('contact:tooMany.text', {
            duration: t('contact:tooMany.minutes', { count: contactRateLimit.windowMinutes }),
          }),
        )
        await expect(summary).toBeHidden()
        await expect(page.getByRole('status')).toBeEmpty()
        await expect(notice.getByRole('link', { name: contactNames(locale).quickRowCall })).toHaveAttribute(
          'href',
          `tel:${own.phoneE164}`,
        )
        await expect(
          notice.getByRole('link', {
            name: contactNames(locale).quickRowWhatsApp,
          }),
        ).toHaveAttribute('href', /^https:\/\/wa\.me\//)
        await expect(notice.getByRole('link', { name: t('channels:quickContact.emailSales') })).toHaveAttribute(
          'href',
          `mailto:${mailboxes.sales}`,
        )
        // Nothing typed is lost, and nothing is marked wrong.
        for (const field of fields)
          await expect(page.getByRole('textbox', { name: label(field) })).toHaveValue(sent[field])
        await expect(page.getByRole('textbox', { name: label('message') })).toHaveAttribute('aria-invalid', 'false')

        // Sending again (now accepted) takes the notice away.
        answer = 201
        await page.getByRole('button', { name: t('contact:form.submit') }).click()
        await expect(notice).toBeHidden()
      })

      test('the example address in the email error touches no punctuation, and reads left to right', async ({
        page,
      }) => {
        await page.getByRole('textbox', { name: label('email') }).fill('amina@')
        await page.getByRole('button', { name: t('contact:form.submit') }).click()
        const summary = page.getByRole('region', { name: t('contact:form.summary.heading') })
        const text = (await summary.getByRole('link', { name: /example\.com/ }).textContent()) ?? ''
        // A space before it, nothing after it but the end of the sentence (and the isolate's end).
        expect(text).toMatch(/\s\u2066?name@example\.com\u2069?$/)
        if (locale !== 'en') expect(text).toContain('\u2066name@example.com\u2069')
        await expect(page.getByRole('textbox', { name: label('email') })).toHaveAccessibleDescription(text)
      })
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the plain form posts, lands on the thank-you page and stores the lead', async ({ page, inbox }) => {
        await page.goto(path('/contact'))
        const sent = visitor(locale)
        for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
        await page.getByRole('button', { name: t('contact:form.submit') }).click()

        await expect(page).toHaveURL(path('/contact/thank-you'))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contact:thankYou.heading'))
        const leads = await inbox.leadsFrom(sent.email)
        expect(leads).toHaveLength(1)
        expect(leads[0]).toMatchObject({ ...sent, locale, page: '/contact', status: 'new' })
      })

      test('a refused plain post shows the errors in the language, keeps the input and stores nothing', async ({
        page,
        inbox,
      }) => {
        await page.goto(path('/contact'))
        const sent = { ...visitor(locale), name: initial, phone: '12345', message: 'Too short' }
        for (const field of fields) await page.getByRole('textbox', { name: label(field) }).fill(sent[field])
        await page.getByRole('button', { name: t('contact:form.submit') }).click()

        const summary = page.getByRole('region', { name: t('contact:form.summary.heading') })
        await expect(summary).toBeFocused()
        // Refused, the page keeps its own address: one the visitor can reload or share.
        await expect(page).toHaveURL(path('/contact'))
        await expect(summary.getByRole('link')).toHaveText([
          errorMessage('nameTooShort'),
          errorMessage('phoneInvalid'),
          errorMessage('messageTooShort'),
        ])
        for (const field of fields)
          await expect(page.getByRole('textbox', { name: label(field) })).toHaveValue(sent[field])
        const phone = page.getByRole('textbox', { name: label('phone') })
        await expect(phone).toHaveAttribute('aria-invalid', 'true')
        await expect(phone).toHaveAccessibleDescription(errorMessage('phoneInvalid'))
        expect(await inbox.leadsFrom(sent.email)).toEqual([])
      })

      test('the honeypot is out of sight and out of reach', async ({ page }) => {
        await page.goto(path('/contact'))
        const honeypot = page.locator('input[name="website"]')
        await expect(honeypot).toHaveAttribute('tabindex', '-1')
        await expect(honeypot).toHaveAttribute('autocomplete', 'off')
        await expect(page.getByRole('textbox', { name: t('contact:form.honeypot') })).toHaveCount(0)
        // Off the start edge of the page: left in English, right in Arabic and Urdu, never scrollable.
        const box = await honeypot.boundingBox()
        const width = page.viewportSize()?.width ?? 0
        const offScreen = (box?.x ?? 0) + (box?.width ?? 0) <= 0 || (box?.x ?? 0) >= width
        expect(offScreen).toBe(true)
        const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
        expect(scrolls).toBe(false)
      })
    })

    test('the details list every line, mailbox and the hours, and the call buttons dial, the reader’s own office first', async ({
      page,
    }) => {
      await page.goto(path('/contact'))
      const details = page.getByRole('region', { name: t('contact:details.heading') })
      const main = page.getByRole('main')
      for (const office of offices) {
        await expect(details.getByRole('link', { name: office.phoneDisplay, exact: true })).toHaveAttribute(
          'href',
          `tel:${office.phoneE164}`,
        )
      }
      for (const address of Object.values(mailboxes)) {
        await expect(main.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`)
      }
      // Each office's hours (two periods) in its own time zone.
      for (const office of offices) {
        const card = details
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: t(`offices.${office.id}`) }) })
        await expect(card.getByRole('listitem')).toHaveCount(2)
        await expect(card).toContainText(office.timeZoneName)
        // Arabic and Urdu readers also get the address as the post office and the footer write it.
        const latin = card.getByText(postalAddress(office), { exact: true })
        if (locale === 'en') await expect(latin).toHaveCount(0)
        else await expect(latin).toHaveAttribute('dir', 'ltr')
      }
      // The specification's Pakistan and UAE, and London, so every reader finds their own office.
      expect([...callButtonOffices].sort()).toEqual(['pk', 'uae', 'uk'])
      const callBox = main.locator('div').filter({
        has: page.getByRole('heading', { name: t('contact:details.callHeading'), exact: true }),
      })
      // The box holds the sentence and one link per office.
      const calls = callBox.last().getByRole('link')
      // The reader's own office first, then the others; the sentence names them in the same order.
      const order = [own.id, ...callButtonOffices.filter((id) => id !== own.id)]
      await expect(calls).toHaveCount(order.length)
      for (const [index, id] of order.entries()) {
        await expect(calls.nth(index)).toHaveAccessibleName(new RegExp(`^${contactNames(locale).callOffice(id)}`))
        await expect(calls.nth(index)).toHaveAttribute('href', `tel:${getOffice(id).phoneE164}`)
      }
      const sentence = (await callBox.last().getByText(t('contact:details.callText')).textContent()) ?? ''
      const positions = order.map((id) => sentence.indexOf(city(id)))
      expect(positions.every((position) => position >= 0)).toBe(true)
      expect(positions).toEqual([...positions].sort((a, b) => a - b))
    })

    test('the form comes first in the reading direction', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(path('/contact'))
      const form = await page.getByRole('region', { name: t('contact:form.heading') }).boundingBox()
      const details = await page.getByRole('region', { name: t('contact:details.heading') }).boundingBox()
      expect(form && details).toBeTruthy()
      if (locale === 'en') expect(form?.x ?? 0).toBeLessThan(details?.x ?? 0)
      else expect(form?.x ?? 0).toBeGreaterThan(details?.x ?? 0)
    })

    test('the thank-you page is localized, links home and back, and is not indexed', async ({ page, request }) => {
      await page.goto(path('/contact/thank-you'))
      await expect(page).toHaveTitle(t('contact:thankYou.meta.title', { company: company.name }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contact:thankYou.heading'))
      await expect(
        page.getByText(t('channels:sent.text', { hours: t('common:duration.hours', { count: replyPromise.hours }) })),
      ).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: t('contact:thankYou.home') })).toHaveAttribute('href', path('/'))
      await expect(main.getByRole('link', { name: t('contact:thankYou.back') })).toHaveAttribute(
        'href',
        path('/contact'),
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).toContain(`${path('/contact')}</loc>`)
      expect(sitemap).not.toContain('thank-you')
    })
  })
}

test('the Arabic contact page ships the form strings of its own locale only', async ({ request }) => {
  const html = await (await request.get('/ar/contact')).text()
  const data = html.match(/<script type="application\/json" id="contact-form-data">([^<]*)<\/script>/)?.[1]
  expect(data).toBeTruthy()
  expect(data).toContain(JSON.stringify(translations('ar')('contact:form.submit')).slice(1, -1))
  expect(data).not.toContain(translations('en')('contact:form.submit'))
  expect(data).not.toContain(translations('ar')('contact:intro'))
})
