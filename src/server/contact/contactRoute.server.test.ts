import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContactFormState } from '#features/contact/contactFormState.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import type { Locale } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { databasePlugin } from '../db/databasePlugin.server.ts'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { externalPlugins } from '../externalPlugins.server.ts'
import { createLeads, type Leads } from '../leads/leads.server.ts'
import { leadsPlugin } from '../leads/leadsPlugin.server.ts'
import { leadNotification } from '../mail/leadNotification.server.ts'
import { createContactMessages } from './contactMessages.server.ts'
import { contactRoute } from './contactRoute.server.ts'
import { createFormTokens } from './formToken.server.ts'

const tokens = createFormTokens('test-secret', 3000)
const messages = createContactMessages()
const locales: Locale[] = ['en', 'ar', 'ur']
const localeFiles = loadLocaleFiles()

/** A counted message as the translators wrote it for `count` (its locale's plural form), the count filled in. */
function counted(errors: Record<string, string>, locale: string, name: string, count: number): string | undefined {
  return errors[`${name}_${new Intl.PluralRules(locale).select(count)}`]?.replace('{{count}}', String(count))
}

/** The contact form's error texts as the translators wrote them, placeholders and all. */
function errorTexts(locale: Locale): Record<string, string> {
  const contact = localeFiles[locale]?.contact as { form: { errors: Record<string, string> } }
  return contact.form.errors
}

/** A token issued a minute ago: a person had time to fill the form. */
function readyToken() {
  return tokens.issue(Date.now() - 60_000)
}

function submission(overrides: Record<string, string> = {}) {
  return {
    name: 'Khalid Al Mansouri',
    email: 'khalid@example.ae',
    phone: '+971 4 552 9310',
    message: 'We would like a bilingual website for our logistics company.',
    locale: 'ar',
    page: '/contact',
    idempotencyKey: crypto.randomUUID(),
    formToken: readyToken(),
    website: '',
    ...overrides,
  }
}

describe.each(testDatabaseTargets)('POST /api/contact on $name', (target) => {
  let database: TestDatabase
  let leads: Leads
  let app: FastifyInstance
  let kicks: number
  let rendered: ContactFormState[]
  // The rate limit's clock: a test moves it past a window instead of waiting for one.
  let clock: number

  /** The route with its limits: accepted messages (max) and every post (postsMax) per window. */
  async function build({ max = 100, postsMax = 1000, windowMs = 60_000 } = {}) {
    // The app's shape around the route: its plugins, a second connection to the test's database,
    // and a mail that counts how often the worker is woken.
    const server = Fastify({ logger: false })
    await server.register(externalPlugins, { https: false })
    await server.register(databasePlugin, database.options)
    await server.register(leadsPlugin)
    server.decorate('mail', { notification: leadNotification('leads@example.com'), kick: () => kicks++ })
    await server.register(contactRoute, {
      tokens,
      messages,
      rateLimit: { max, postsMax, windowMs },
      now: () => clock,
      renderContactPage: async (locale, state) => {
        rendered.push(state)
        return `<html lang="${locale}"><p>${Object.values(state.errors).join(' ')}</p><input value="${state.values.name}"><input value="${state.values.email}"><input value="${state.values.phone}"><textarea>${state.values.message}</textarea><script type="application/json">{"name":"${state.values.name}"}</script><input name="formToken" value="__CONTACT_FORM_TOKEN__"><input name="idempotencyKey" value="__CONTACT_IDEMPOTENCY_KEY__"></html>`
      },
    })
    return server
  }

  beforeEach(async () => {
    database = await target.create()
    leads = createLeads(database.db)
    kicks = 0
    rendered = []
    clock = Date.now()
    app = await build()
  })
  afterEach(async () => {
    await app.close()
    await database.drop()
  })

  function postJson(body: unknown, server = app) {
    return server.inject({ method: 'POST', url: '/api/contact', payload: body as object })
  }
  function postForm(body: Record<string, string>, server = app, url = '/api/contact') {
    return server.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body).toString(),
    })
  }
  async function storedCount() {
    return leads.count()
  }
  async function outboxCount() {
    return (await database.db.selectFrom('outbox').select('id').execute()).length
  }

  it('stores the lead and its notification before answering 201', async () => {
    const body = submission()
    const response = await postJson(body)
    expect(response.statusCode).toBe(201)
    // No lead id in the public reply: it would tell anyone how many leads the agency gets.
    expect(response.json()).toEqual({ status: 'received' })
    expect(await leads.findByKey(body.idempotencyKey)).toMatchObject({
      idempotencyKey: body.idempotencyKey,
      name: body.name,
      locale: 'ar',
      status: 'new',
      page: '/contact',
    })
    expect(await outboxCount()).toBe(1)
    expect(kicks).toBe(1)
  })

  it('answers a replayed key with the same 201 and stores nothing more', async () => {
    const body = submission()
    const first = await postJson(body)
    const again = await postJson(body)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(await storedCount()).toBe(1)
    expect(await outboxCount()).toBe(1)
  })

  it.each(locales)(
    'refuses a key reused with different content with 422 in %s, the first message kept',
    async (locale) => {
      const body = submission({ locale })
      expect((await postJson(body)).statusCode).toBe(201)
      const other = await postJson({ ...body, message: 'A different message that should not be dropped silently.' })
      expect(other.statusCode).toBe(422)
      const text = errorTexts(locale).keyReused
      expect(text).toBeTruthy()
      expect(other.json()).toEqual({ error: 'keyReused', message: text, errors: { message: text } })
      expect(await storedCount()).toBe(1)
      expect(await leads.findByKey(body.idempotencyKey)).toMatchObject({ message: body.message })
      // The same content again (trimmed as the schema trims it) is still a replay.
      expect((await postJson({ ...body, name: ` ${body.name} ` })).statusCode).toBe(201)
      expect(await outboxCount()).toBe(1)
    },
  )

  it('renders the page again with a fresh key for a form post reusing a key with other content', async () => {
    const body = submission({ locale: 'ar' })
    expect((await postForm(body)).statusCode).toBe(303)
    const other = await postForm({ ...body, email: 'someone.else@example.com' })
    expect(other.statusCode).toBe(422)
    expect(rendered.at(-1)?.errors).toEqual({ message: 'contact:form.errors.keyReused' })
    expect(other.body).toContain(`value="${body.name}"`)
    expect(other.body).not.toContain(`value="${body.idempotencyKey}"`)
    expect(await storedCount()).toBe(1)
  })

  it('takes the form without JavaScript and redirects to the localized thank-you page', async () => {
    for (const [locale, path] of [
      ['en', '/contact/thank-you'],
      ['ar', '/ar/contact/thank-you'],
      ['ur', '/ur/contact/thank-you'],
    ] as const) {
      const response = await postForm(submission({ locale }))
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe(path)
    }
    expect(await storedCount()).toBe(3)
  })

  it('refuses other content types with 415', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': type },
        payload: JSON.stringify(submission()),
      })
      expect(response.statusCode, type).toBe(415)
    }
    expect(await storedCount()).toBe(0)
  })

  it('refuses a body over 32 KB with 413', async () => {
    const json = await postJson(submission({ message: 'x'.repeat(33 * 1024) }))
    expect(json.statusCode).toBe(413)
    const form = await postForm(submission({ message: 'x'.repeat(33 * 1024) }))
    expect(form.statusCode).toBe(413)
    expect(await storedCount()).toBe(0)
  })

  it('refuses malformed JSON and a missing or invalid idempotency key or locale with 400', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Khalid",',
    })
    expect(malformed.statusCode).toBe(400)
    const { idempotencyKey: _key, ...withoutKey } = submission()
    expect((await postJson(withoutKey)).statusCode).toBe(400)
    expect((await postJson(submission({ idempotencyKey: 'not-a-uuid' }))).statusCode).toBe(400)
    expect((await postJson(submission({ idempotencyKey: '__CONTACT_IDEMPOTENCY_KEY__' }))).statusCode).toBe(400)
    expect((await postJson(submission({ locale: 'fr' }))).statusCode).toBe(400)
    expect((await postJson([submission()])).statusCode).toBe(400)
    expect(await storedCount()).toBe(0)
  })

  it.each(locales)('refuses invalid values with 422 and field errors in %s', async (locale) => {
    const response = await postJson(submission({ locale, name: '', email: 'not-an-email', phone: '12', message: 'Hi' }))
    expect(response.statusCode).toBe(422)
    const errors = errorTexts(locale)
    expect(response.json()).toEqual({
      error: 'invalid',
      errors: {
        name: errors.nameRequired,
        email: errors.emailInvalid,
        phone: counted(errors, locale, 'phoneInvalid', 15)?.replace('{{minDigits}}', '7'),
        message: counted(errors, locale, 'messageTooShort', 10),
      },
    })
    expect(response.body).not.toContain('{{')
    expect(await storedCount()).toBe(0)
  })

  it('refuses a NUL byte or other control character in any field with 422, the same on every database', async () => {
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      for (const control of ['\u0000', '\u001B']) {
        const body = submission({ locale: 'en' })
        const response = await postJson({
          ...body,
          [field]: `${body[field].slice(0, 4)}${control}${body[field].slice(4)}`,
        })
        expect(response.statusCode, `${field} ${JSON.stringify(control)}`).toBe(422)
        expect(response.json().errors[field]).toBe(errorTexts('en').controlCharacters)
      }
    }
    expect(await storedCount()).toBe(0)
  })

  it('stores the name without bidi overrides and zero-width characters, and refuses a name without a letter', async () => {
    const body = submission({ name: '\u202EKhalid\u200B Al Mansouri\u2066\u2069' })
    expect((await postJson(body)).statusCode).toBe(201)
    expect(await leads.findByKey(body.idempotencyKey)).toMatchObject({ name: 'Khalid Al Mansouri' })
    const noLetter = await postJson(submission({ locale: 'ur', name: '!!! 123' }))
    expect(noLetter.statusCode).toBe(422)
    expect(noLetter.json().errors.name).toBe(errorTexts('ur').nameNoLetter)
  })

  it('fills the limit of the field that is too long', async () => {
    const response = await postJson(submission({ locale: 'en', name: 'n'.repeat(101) }))
    expect(response.json().errors.name).toBe('Please keep your name to 100 characters or fewer.')
  })

  it('renders the contact page again for a refused form post, the input kept and nothing stored', async () => {
    const body = submission({ locale: 'ur', email: 'broken' })
    const response = await postForm(body)
    expect(response.statusCode).toBe(422)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(rendered.map((state) => state.errors)).toEqual([{ email: 'contact:form.errors.emailInvalid' }])
    expect(response.body).toContain('value="broken"')
    expect(response.body).toContain(`value="${body.phone}"`)
    expect(response.body).toContain(`<textarea>${body.message}</textarea>`)
    expect(response.body).toContain('lang="ur"')
    expect(response.body).toContain(`value="${body.name}"`)
    // The same key and token: nothing was stored, and the form was shown when it was shown.
    expect(response.body).toContain(`value="${body.idempotencyKey}"`)
    expect(response.body).toContain(`value="${body.formToken}"`)
    expect(await storedCount()).toBe(0)
  })

  describe('a form posted without JavaScript gets a localized page, never JSON', () => {
    function expectPage(
      response: { statusCode: number; headers: Record<string, unknown>; body: string },
      lang: Locale,
    ) {
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toContain(`lang="${lang}"`)
      expect(() => JSON.parse(response.body)).toThrow()
    }

    it('answers 413 with the page in the language of the page it came from', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://example.com/ar/contact' },
        payload: new URLSearchParams(submission({ locale: 'ar', message: 'x'.repeat(33 * 1024) })).toString(),
      })
      expect(response.statusCode).toBe(413)
      expectPage(response, 'ar')
      expect(rendered.at(-1)?.errors).toEqual({ message: messages.translate('ar', 'contact:form.errors.tooLarge') })
      // A fresh key and token: the refused body could not be read.
      expect(response.body).not.toContain('__CONTACT_')
      expect(await storedCount()).toBe(0)
    })

    it('answers 400 with the page, the visitor input kept', async () => {
      const { idempotencyKey: _key, ...withoutKey } = submission({ locale: 'ur' })
      const response = await postForm(withoutKey)
      expect(response.statusCode).toBe(400)
      expectPage(response, 'ur')
      expect(rendered.at(-1)?.errors).toEqual({ message: messages.translate('ur', 'contact:form.errors.badRequest') })
      expect(response.body).toContain(`value="${withoutKey.email}"`)
      expect(response.body).toContain(`<textarea>${withoutKey.message}</textarea>`)
      expect(response.body).toContain(`value="${withoutKey.name}"`)
    })

    it('answers 415 with the page to a browser that asks for HTML', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'text/plain', accept: 'text/html,application/xhtml+xml' },
        payload: 'name=Khalid',
      })
      expect(response.statusCode).toBe(415)
      expectPage(response, 'en')
    })

    it('answers 500 with the page in the visitor language, the input kept, nothing stored', async () => {
      await database.db.schema.dropTable('outbox').execute()
      const body = submission({ locale: 'ar' })
      const response = await postForm(body)
      expect(response.statusCode).toBe(500)
      expectPage(response, 'ar')
      expect(response.body).toContain(`<textarea>${body.message}</textarea>`)
      expect(rendered.at(-1)?.errors.message).toBe(messages.translate('ar', 'contact:form.errors.server'))
      expect(response.body).toContain(`value="${body.idempotencyKey}"`)
      expect(await storedCount()).toBe(0)
    })
  })

  it.each([
    ['a filled honeypot', () => ({ website: 'http://spam.example' }), 'honeypot'],
    ['a token sent at once', () => ({ formToken: tokens.issue() }), 'token:tooFast'],
    ['a forged token', () => ({ formToken: `${Date.now() - 60_000}.${'A'.repeat(43)}` }), 'token:forged'],
    ['an expired token', () => ({ formToken: tokens.issue(Date.now() - 8 * 24 * 3600 * 1000) }), 'token:expired'],
    ['no token', () => ({ formToken: '' }), 'token:missing'],
  ])('stores %s as spam, answers like a success and sends no notification', async (_case, overrides, reason) => {
    const body = submission(overrides())
    const response = await postJson(body)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ status: 'received' })
    const stored = await leads.findByKey(body.idempotencyKey)
    expect(stored).toMatchObject({ status: 'spam', spamReason: reason })
    expect(await outboxCount()).toBe(0)
    expect(kicks).toBe(0)
  })

  it.each(locales)('answers 429 in %s over the rate limit and stores nothing', async (locale) => {
    const limited = await build({ max: 2 })
    try {
      expect((await postJson(submission(), limited)).statusCode).toBe(201)
      expect((await postJson(submission(), limited)).statusCode).toBe(201)
      const over = submission({ locale })
      const response = await postJson(over, limited)
      expect(response.statusCode).toBe(429)
      expect(response.json()).toEqual({ error: 'tooMany', message: errorTexts(locale).tooMany })
      expect(await leads.findByKey(over.idempotencyKey)).toBeUndefined()
      expect(await storedCount()).toBe(2)
      expect(await outboxCount()).toBe(2)
      // A retry of a message that was already stored still gets its answer.
      const first = await leads.list({ status: 'new' }, 50)
      const replay = await postJson(submission({ idempotencyKey: first[0]?.idempotencyKey ?? '' }), limited)
      expect(replay.statusCode).toBe(201)
      expect(await storedCount()).toBe(2)
    } finally {
      await limited.close()
    }
  })

  describe('the limits of the shipped configuration: 5 accepted messages and 30 posts per window', () => {
    const shipped = { max: 5, postsMax: 30 }
    /** Refused by the schema: nothing sent, so nothing counted against the visitor's messages. */
    const refused = (locale: Locale) => submission({ locale, email: 'amina@', message: 'Too short' })

    it.each(locales)(
      'JSON in %s: six refused posts, then five messages are accepted and the sixth is refused, its text not stored',
      async (locale) => {
        const limited = await build(shipped)
        try {
          for (let post = 0; post < 6; post++) expect((await postJson(refused(locale), limited)).statusCode).toBe(422)
          for (let message = 0; message < 5; message++)
            expect((await postJson(submission({ locale }), limited)).statusCode).toBe(201)
          const sixth = submission({ locale })
          const response = await postJson(sixth, limited)
          expect(response.statusCode).toBe(429)
          expect(response.json()).toEqual({ error: 'tooMany', message: errorTexts(locale).tooMany })
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
          expect(await leads.findByKey(sixth.idempotencyKey)).toBeUndefined()
          expect(await storedCount()).toBe(5)
          // Once the window is over, the same message (the same key) is one real lead.
          clock += 60_000
          expect((await postJson(sixth, limited)).statusCode).toBe(201)
          expect(await leads.findByKey(sixth.idempotencyKey)).toMatchObject({ status: 'new' })
        } finally {
          await limited.close()
        }
      },
    )

    it.each(locales)(
      'the plain form at its page in %s: six refused posts, then five messages are accepted and the sixth gets the page with its text and the notice',
      async (locale) => {
        const limited = await build(shipped)
        const page = localizePath('/contact', locale)
        try {
          for (let post = 0; post < 6; post++) {
            const response = await postForm(refused(locale), limited, page)
            expect(response.statusCode).toBe(422)
            expect(rendered.at(-1)?.errors).toMatchObject({ email: 'contact:form.errors.emailInvalid' })
          }
          for (let message = 0; message < 5; message++) {
            const response = await postForm(submission({ locale }), limited, page)
            expect(response.statusCode).toBe(303)
            expect(response.headers.location).toBe(localizePath('/contact/thank-you', locale))
          }
          const sixth = submission({ locale, name: `Sixth visitor ${locale}` })
          const response = await postForm(sixth, limited, page)
          expect(response.statusCode).toBe(429)
          expect(rendered.at(-1)?.errors).toEqual({ message: 'contact:form.errors.tooMany' })
          expect(response.body).toContain(`value="${sixth.name}"`)
          expect(response.body).toContain(`value="${sixth.email}"`)
          expect(response.body).toContain(`<textarea>${sixth.message}</textarea>`)
          // The same key: sent again once the window allows it, it is stored once.
          expect(response.body).toContain(`value="${sixth.idempotencyKey}"`)
          expect(await leads.findByKey(sixth.idempotencyKey)).toBeUndefined()
          expect(await storedCount()).toBe(5)
        } finally {
          await limited.close()
        }
      },
    )

    it('counts JSON and the plain form at every contact page as one visitor', async () => {
      const limited = await build(shipped)
      try {
        const pages = ['/api/contact', '/contact', '/ar/contact', '/ur/contact', '/api/contact']
        for (const url of pages) expect([201, 303]).toContain((await postForm(submission(), limited, url)).statusCode)
        expect((await postJson(submission(), limited)).statusCode).toBe(429)
      } finally {
        await limited.close()
      }
    })

    it('refuses every post past thirty, valid or not, with the same notice, the text kept and nothing stored', async () => {
      const limited = await build(shipped)
      try {
        for (let post = 0; post < 30; post++) expect((await postJson(refused('ur'), limited)).statusCode).toBe(422)
        const valid = submission({ locale: 'ur' })
        const json = await postJson(valid, limited)
        expect(json.statusCode).toBe(429)
        expect(json.json()).toEqual({ error: 'tooMany', message: errorTexts('ur').tooMany })
        const form = await postForm(valid, limited, '/ur/contact')
        expect(form.statusCode).toBe(429)
        expect(rendered.at(-1)?.errors).toEqual({ message: 'contact:form.errors.tooMany' })
        expect(form.body).toContain(`<textarea>${valid.message}</textarea>`)
        expect(await storedCount()).toBe(0)
        clock += 60_000
        expect((await postJson(valid, limited)).statusCode).toBe(201)
      } finally {
        await limited.close()
      }
    })

    it('does not count the replay of a stored message, and counts spam, which is stored too', async () => {
      const limited = await build({ ...shipped, max: 2 })
      try {
        const first = submission()
        for (let replay = 0; replay < 4; replay++) expect((await postJson(first, limited)).statusCode).toBe(201)
        expect(await storedCount()).toBe(1)
        // Caught as spam, answered like a success, stored: a bot gets no more rows than a person.
        expect((await postJson(submission({ website: 'http://spam.example' }), limited)).statusCode).toBe(201)
        expect((await postJson(submission(), limited)).statusCode).toBe(429)
        // And the first message's retry still gets its answer over the limit.
        expect((await postJson(first, limited)).statusCode).toBe(201)
        expect(await storedCount()).toBe(2)
      } finally {
        await limited.close()
      }
    })
  })

  it('stores a message retried after its 429 as exactly one real lead with one notification', async () => {
    const limited = await build({ max: 1, windowMs: 400 })
    try {
      expect((await postJson(submission(), limited)).statusCode).toBe(201)
      const retried = submission({ locale: 'ur' })
      expect((await postJson(retried, limited)).statusCode).toBe(429)
      expect((await postJson(retried, limited)).statusCode).toBe(429)
      clock += 500
      const response = await postJson(retried, limited)
      expect(response.statusCode).toBe(201)
      expect(response.json().status).toBe('received')
      // And the visitor's next retry of the same key changes nothing.
      expect((await postJson(retried, limited)).statusCode).toBe(201)
      const rows = await database.db
        .selectFrom('leads')
        .select(['id', 'status', 'spam_reason'])
        .where('idempotency_key', '=', retried.idempotencyKey)
        .execute()
      expect(rows).toEqual([{ id: rows[0]?.id, status: 'new', spam_reason: null }])
      const notifications = await database.db
        .selectFrom('outbox')
        .select('id')
        .where('lead_id', '=', rows[0]?.id ?? -1)
        .execute()
      expect(notifications).toHaveLength(1)
      expect(kicks).toBe(2)
    } finally {
      await limited.close()
    }
  })

  it('counts one visitor once across instances and restarts: the limit lives in the database', async () => {
    const first = await build({ max: 3 })
    const second = await build({ max: 3 })
    try {
      expect((await postJson(submission(), first)).statusCode).toBe(201)
      expect((await postJson(submission(), second)).statusCode).toBe(201)
      expect((await postJson(submission(), first)).statusCode).toBe(201)
      expect((await postJson(submission(), second)).statusCode).toBe(429)
      await first.close()
      const restarted = await build({ max: 3 })
      try {
        expect((await postJson(submission(), restarted)).statusCode).toBe(429)
        clock += 60_000
        expect((await postJson(submission(), restarted)).statusCode).toBe(201)
      } finally {
        await restarted.close()
      }
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('renders the page with the localized limit message for a form post over the limit', async () => {
    const limited = await build({ max: 1 })
    try {
      await postForm(submission(), limited)
      const response = await postForm(submission({ locale: 'ar' }), limited)
      expect(response.statusCode).toBe(429)
      expect(rendered.at(-1)?.errors).toEqual({ message: 'contact:form.errors.tooMany' })
    } finally {
      await limited.close()
    }
  })

  it('renders a refused page once per language and error, not once per refused post', async () => {
    const limited = await build({ max: 1 })
    try {
      await postForm(submission(), limited)
      rendered = []
      const burst = Array.from({ length: 40 }, (_, index) =>
        submission({ locale: 'ar', name: `Visitor ${index} "><script>alert(1)</script>` }),
      )
      const responses = await Promise.all(burst.map((body) => postForm(body, limited)))
      expect(responses.map((response) => response.statusCode)).toEqual(burst.map(() => 429))
      expect(rendered).toHaveLength(1)
      // Each refusal still shows its own visitor's values, escaped where they sit.
      responses.forEach((response, index) => {
        expect(response.body).toContain(`value="Visitor ${index} &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"`)
        expect(response.body).toContain(`{"name":"Visitor ${index} \\">\\u003cscript>alert(1)\\u003c/script>"}`)
        expect(response.body).not.toContain('<script>alert(1)')
        expect(response.body).not.toContain('__CONTACT_VALUE_')
      })
      await postForm(submission({ locale: 'ur' }), limited)
      expect(rendered).toHaveLength(2)
    } finally {
      await limited.close()
    }
  })

  it('answers 500 in the visitor language and tells no lie when the database fails', async () => {
    await database.db.schema.dropTable('outbox').execute()
    const response = await postJson(submission({ locale: 'en' }))
    expect(response.statusCode).toBe(500)
    expect(response.json().message).toContain('We could not send your message just now.')
    expect(response.json().message).not.toContain('{{')
    expect(await storedCount()).toBe(0)
  })
})
