import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminView } from '#features/admin/adminViews.ts'
import { databasePlugin } from '../db/databasePlugin.server.ts'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { externalPlugins } from '../externalPlugins.server.ts'
import { leadsPlugin } from '../leads/leadsPlugin.server.ts'
import { adminPlugin } from './adminPlugin.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { cookieJar } from './adminTestApp.server.ts'
import { loginThrottle } from './loginThrottle.server.ts'
import { hashPassword, passwordHashing } from './passwords.server.ts'

const owner = { email: 'owner@example.com', password: 'a long enough password' }
const minute = 60 * 1000

for (const target of testDatabaseTargets) {
  describe(`the admin area on ${target.name}`, { timeout: 60_000 }, () => {
    // Each test has its own database, app and clock: none depends on what another left behind.
    let database: TestDatabase
    let app: FastifyInstance
    let clock: number

    beforeEach(async () => {
      clock = Date.now()
      database = await target.create()
      // A cheaper scrypt than production's keeps the many sign-ins here quick on a busy machine;
      // verification reads the cost from the stored hash, as it would after a cost change.
      const hash = await hashPassword(owner.password, { N: 2 ** 12, r: 8, p: 1 })
      await createAdminRepository(database.db).createUserIfAbsent(owner.email, hash)
      app = Fastify()
      await app.register(externalPlugins, { https: false })
      await app.register(databasePlugin, database.options)
      await app.register(leadsPlugin)
      // The fake renderer answers with the view the page would render.
      await app.register(adminPlugin, {
        https: false,
        render: async ({ adminView }) => ({ statusCode: 200, body: JSON.stringify(adminView) }),
        articles: async () => [],
        articleStatus: async () => [],
        now: () => new Date(clock),
      })
    })
    afterEach(async () => {
      await app.close()
      await database.drop()
    })

    const view = (response: LightMyRequestResponse) => JSON.parse(response.body) as AdminView

    async function signIn(password = owner.password, remoteAddress = '127.0.0.1', jar = cookieJar(), next?: string) {
      const form = await app.inject({ url: '/admin/login', remoteAddress })
      jar.store(form)
      const fields = { email: owner.email, password, _csrf: view(form).csrfToken, ...(next ? { next } : {}) }
      const response = await app.inject({
        method: 'POST',
        url: '/admin/login',
        remoteAddress,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })
      jar.store(response)
      return { response, jar }
    }

    it('sends every page to sign-in and every API call a 401 without a session, never cached or indexed', async () => {
      for (const url of [
        '/admin',
        '/admin/leads',
        '/admin/leads/1',
        '/admin/leads.csv',
        '/admin/preview',
        '/admin/translations',
        '/admin/nothing-here',
      ]) {
        const response = await app.inject({ url })
        expect(response.statusCode, url).toBe(303)
        expect(response.headers.location, url).toBe(`/admin/login?next=${encodeURIComponent(url)}`)
        expect(response.headers['cache-control']).toBe('no-store')
        expect(response.headers['x-robots-tag']).toContain('noindex')
      }
      expect((await app.inject({ url: '/admin/api/leads' })).statusCode).toBe(401)
    })

    it('refuses a wrong password, then throttles that address, but not the owner elsewhere', async () => {
      const { response } = await signIn('not the password', '203.0.113.5')
      expect(response.statusCode).toBe(401)
      expect(view(response)).toMatchObject({ kind: 'login', error: 'invalid' })
      for (let i = 0; i < 4; i++) await signIn('not the password', '203.0.113.5')
      const throttled = await signIn(owner.password, '203.0.113.5')
      expect(throttled.response.statusCode).toBe(429)
      expect(view(throttled.response)).toMatchObject({ error: 'throttled' })
      expect((await signIn(owner.password, '198.51.100.20')).response.statusCode).toBe(303)
    })

    it('computes no more password hashes than the throttle allows when wrong passwords arrive in parallel', async () => {
      const jar = cookieJar()
      const form = await app.inject({ url: '/admin/login', remoteAddress: '203.0.113.9' })
      jar.store(form)
      const payload = new URLSearchParams({
        email: owner.email,
        password: 'not the password',
        _csrf: view(form).csrfToken ?? '',
      }).toString()
      const before = passwordHashing.computed
      const responses = await Promise.all(
        Array.from({ length: 25 }, () =>
          app.inject({
            method: 'POST',
            url: '/admin/login',
            remoteAddress: '203.0.113.9',
            headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
            payload,
          }),
        ),
      )
      expect(passwordHashing.computed - before).toBeLessThanOrEqual(loginThrottle.perAccountAndAddress)
      expect(responses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(
        loginThrottle.perAccountAndAddress,
      )
      expect(responses.every((response) => [401, 429, 503].includes(response.statusCode))).toBe(true)
    })

    it('answers a sign-in with fields of the wrong type, or a next no header can carry, without a 500', async () => {
      const jar = cookieJar()
      const form = await app.inject({ url: '/admin/login' })
      jar.store(form)
      const csrf = view(form).csrfToken
      const odd = await app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { cookie: jar.header(), 'content-type': 'application/json' },
        payload: JSON.stringify({ email: { toString: 'x' }, password: ['x'], _csrf: csrf }),
      })
      expect(odd.statusCode).toBe(400)
      expect(odd.body).not.toMatch(/toString|trim|must be|body\//)
      for (const next of [
        '/admin/leads\r\nSet-Cookie: a=b',
        '/admin/leads/\u0645\u0631\u062d\u0628\u0627',
        '/admin/\u0100',
      ]) {
        const { response } = await signIn(owner.password, '127.0.0.1', cookieJar(), next)
        expect(response.statusCode, next).toBe(303)
        expect(response.headers.location, next).toMatch(/^\/admin\/[\x21-\x7e]*$/)
      }
    })

    it('refuses an oversized sign-in without storing it, and forgets failures older than the window', async () => {
      const jar = cookieJar()
      const form = await app.inject({ url: '/admin/login' })
      jar.store(form)
      const csrf = view(form).csrfToken
      const failures = () => database.db.selectFrom('admin_login_failures').selectAll().execute()
      const huge = await app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { cookie: jar.header(), 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `${'a'.repeat(1_000_000)}@example.com`, password: 'x', _csrf: csrf }),
      })
      expect([400, 413]).toContain(huge.statusCode)
      const long = await app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { cookie: jar.header(), 'content-type': 'application/json' },
        payload: JSON.stringify({ email: `${'a'.repeat(2000)}@example.com`, password: 'x', _csrf: csrf }),
      })
      expect(long.statusCode).toBe(400)
      expect(await failures()).toHaveLength(0)

      await signIn('not the password', '203.0.113.7')
      expect(await failures()).toHaveLength(1)
      clock += loginThrottle.windowMs + minute
      await signIn('not the password', '203.0.113.8')
      const left = await failures()
      expect(left.map((row) => row.ip)).toEqual(['203.0.113.8'])
    })

    it('slows down sign-ins to an account guessed at from many addresses, without locking it', async () => {
      for (let i = 0; i < loginThrottle.perAccount; i++) {
        expect((await signIn('not the password', `198.51.100.${i + 1}`)).response.statusCode).toBe(401)
      }
      const rotated = await signIn(owner.password, '192.0.2.200')
      expect(rotated.response.statusCode).toBe(429)
      clock += loginThrottle.accountSpacingMs + 1000
      expect((await signIn(owner.password, '192.0.2.201')).response.statusCode).toBe(303)
    })

    it('signs in with a strict, HttpOnly session cookie and opens the inbox', async () => {
      const { response, jar } = await signIn()
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe('/admin/leads')
      const session = response.cookies.find((cookie) => cookie.name === 'bd_session')
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
      expect(Buffer.from(session?.value ?? '', 'base64url')).toHaveLength(32)
      const inbox = await app.inject({ url: '/admin/leads', headers: { cookie: jar.header() } })
      expect(inbox.statusCode).toBe(200)
      expect(view(inbox)).toMatchObject({ kind: 'leads', email: owner.email })
    })

    it('refuses a forged status change and accepts the real form', async () => {
      const { leads } = app
      const { id } = await leads.insert(
        {
          idempotencyKey: crypto.randomUUID(),
          name: 'Sara',
          email: 'sara@example.com',
          phone: '',
          message: 'A Shopify store, please.',
          locale: 'en',
          page: '/contact',
          userAgent: null,
          ip: null,
        },
        () => ({ recipient: 'sales@example.com', subject: 's', body: 'b' }),
      )
      const { jar } = await signIn()
      const form = 'application/x-www-form-urlencoded'
      const forged = await app.inject({
        method: 'POST',
        url: `/admin/leads/${id}`,
        headers: { cookie: jar.header(), 'content-type': form },
        payload: 'status=won&note=forged',
      })
      expect(forged.statusCode).toBe(403)
      expect((await leads.find(id))?.status).toBe('new')

      const page = await app.inject({ url: `/admin/leads/${id}`, headers: { cookie: jar.header() } })
      const csrf = view(page).csrfToken
      const saved = await app.inject({
        method: 'POST',
        url: `/admin/leads/${id}`,
        headers: { cookie: jar.header(), 'content-type': form },
        payload: new URLSearchParams({ status: 'contacted', note: 'Called back', _csrf: csrf }).toString(),
      })
      expect(saved.statusCode).toBe(303)
      expect(await leads.find(id)).toMatchObject({ status: 'contacted', note: 'Called back' })
    })

    it("refuses a forged translation confirmation and records the real one in the locale's fingerprints", async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'admin-locales-'))
      cpSync(path.resolve('src/features/translations/fixtures/locales'), dir, { recursive: true })
      const previous = process.env.LOCALES_DIR
      process.env.LOCALES_DIR = dir
      try {
        const { jar } = await signIn()
        const form = 'application/x-www-form-urlencoded'
        const fields = { locale: 'ar', unit: 'home:hero.title' }
        const forged = await app.inject({
          method: 'POST',
          url: '/admin/translations/confirm',
          headers: { cookie: jar.header(), 'content-type': form },
          payload: new URLSearchParams(fields).toString(),
        })
        expect(forged.statusCode).toBe(403)
        expect(existsSync(path.join(dir, 'ar/.translated-from.json'))).toBe(false)

        const page = await app.inject({ url: '/admin/translations', headers: { cookie: jar.header() } })
        const todo = view(page)
        expect(todo.kind === 'translations' && todo.languages[0]?.items.map((item) => item.unit)).toContain(
          'home:hero.title',
        )
        const confirmed = await app.inject({
          method: 'POST',
          url: '/admin/translations/confirm',
          headers: { cookie: jar.header(), 'content-type': form },
          payload: new URLSearchParams({ ...fields, _csrf: todo.csrfToken }).toString(),
        })
        expect(confirmed.statusCode).toBe(303)
        expect(confirmed.headers.location).toBe(
          '/admin/translations?locale=ar&unit=home%3Ahero.title&done=confirmed#todo-ar',
        )
        const recorded = JSON.parse(readFileSync(path.join(dir, 'ar/.translated-from.json'), 'utf8'))
        expect(recorded['home:hero.title']).toMatchObject({ en: 'Web development for growing businesses' })
      } finally {
        if (previous === undefined) delete process.env.LOCALES_DIR
        else process.env.LOCALES_DIR = previous
        rmSync(dir, { recursive: true, force: true })
      }
    })

    it("refuses a CSRF cookie and token pair that was not issued to the victim's session", async () => {
      const { leads } = app
      const { id } = await leads.insert(
        {
          idempotencyKey: crypto.randomUUID(),
          name: 'Sara',
          email: 'sara@example.com',
          phone: '',
          message: 'A Shopify store, please.',
          locale: 'en',
          page: '/contact',
          userAgent: null,
          ip: null,
        },
        () => ({ recipient: 'sales@example.com', subject: 's', body: 'b' }),
      )
      // The attacker's own pair, from the sign-in page, planted beside the victim's session cookie.
      const attackerPage = await app.inject({ url: '/admin/login' })
      const attackerCsrf = attackerPage.cookies.find((cookie) => cookie.name === 'bd_csrf')?.value
      const { jar } = await signIn()
      const session = jar
        .header()
        .split('; ')
        .find((pair) => pair.startsWith('bd_session='))
      const planted = await app.inject({
        method: 'POST',
        url: `/admin/leads/${id}`,
        headers: { cookie: `${session}; bd_csrf=${attackerCsrf}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          status: 'lost',
          note: 'planted',
          _csrf: view(attackerPage).csrfToken,
        }).toString(),
      })
      expect(planted.statusCode).toBe(403)
      expect((await leads.find(id))?.status).toBe('new')
    })

    it('gives the preview frame a CSP that allows no plugins, base URL or form posts elsewhere', async () => {
      const { jar } = await signIn()
      const frame = await app.inject({
        url: '/admin/preview/frame?path=/&locale=ar',
        headers: { cookie: jar.header() },
      })
      expect(frame.statusCode).toBe(200)
      const csp = String(frame.headers['content-security-policy'])
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(csp).toContain("form-action 'none'")
      expect(csp).toContain("frame-ancestors 'self'")
    })

    it('ends the session at sign-out', async () => {
      const { jar } = await signIn()
      const page = await app.inject({ url: '/admin/leads', headers: { cookie: jar.header() } })
      const cookie = jar.header()
      const out = await app.inject({
        method: 'POST',
        url: '/admin/logout',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `_csrf=${encodeURIComponent(view(page).csrfToken)}`,
      })
      expect(out.statusCode).toBe(303)
      // The old cookie no longer opens anything, even if a copy of it survived.
      expect((await app.inject({ url: '/admin/leads', headers: { cookie } })).statusCode).toBe(303)
    })

    it('clears the __Host- session cookie at sign-out with the attributes it was set with, on https', async () => {
      const secure = Fastify()
      await secure.register(externalPlugins, { https: true })
      await secure.register(databasePlugin, database.options)
      await secure.register(leadsPlugin)
      await secure.register(adminPlugin, {
        https: true,
        render: async ({ adminView }) => ({ statusCode: 200, body: JSON.stringify(adminView) }),
        articles: async () => [],
        articleStatus: async () => [],
        now: () => new Date(clock),
      })
      try {
        const jar = cookieJar()
        const form = await secure.inject({ url: '/admin/login' })
        jar.store(form)
        const signedIn = await secure.inject({
          method: 'POST',
          url: '/admin/login',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ ...owner, _csrf: view(form).csrfToken }).toString(),
        })
        jar.store(signedIn)
        const set = signedIn.cookies.find((cookie) => cookie.name === '__Host-bd_session')
        expect(set).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Strict' })
        const csrfCookie = form.cookies.find((cookie) => cookie.name === '__Host-bd_csrf')
        expect(csrfCookie).toMatchObject({ secure: true, path: '/', httpOnly: true })
        const page = await secure.inject({ url: '/admin/leads', headers: { cookie: jar.header() } })
        const out = await secure.inject({
          method: 'POST',
          url: '/admin/logout',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          payload: `_csrf=${encodeURIComponent(view(page).csrfToken)}`,
        })
        expect(out.statusCode).toBe(303)
        const cleared = out.cookies.find((cookie) => cookie.name === '__Host-bd_session')
        expect(cleared).toMatchObject({ value: '', secure: true, path: '/', httpOnly: true, sameSite: 'Strict' })
      } finally {
        await secure.close()
      }
    })

    it('ends a session after 30 idle minutes and after 12 hours', async () => {
      const { jar } = await signIn()
      clock += 29 * minute
      expect((await app.inject({ url: '/admin/leads', headers: { cookie: jar.header() } })).statusCode).toBe(200)
      clock += 31 * minute
      expect((await app.inject({ url: '/admin/leads', headers: { cookie: jar.header() } })).statusCode).toBe(303)

      const busy = await signIn()
      // Active every 25 minutes for 12 hours and a little more: never idle, still ended.
      for (let step = 0; step < 30; step++) {
        clock += 25 * minute
        const response = await app.inject({ url: '/admin/leads', headers: { cookie: busy.jar.header() } })
        expect(response.statusCode).toBe(step < 28 ? 200 : 303)
      }
      expect((await app.inject({ url: '/admin/leads', headers: { cookie: busy.jar.header() } })).statusCode).toBe(303)
    })

    it('never sends a visitor elsewhere after sign-in, whatever next the link or the form carries', async () => {
      const form = await app.inject({ url: '/admin/login?next=https://evil.example/' })
      expect(view(form)).not.toHaveProperty('next')
      for (const next of ['https://evil.example/', '//evil.example/admin', '/elsewhere']) {
        const { response, jar } = await signIn(owner.password, '127.0.0.1', cookieJar(), next)
        expect(response.statusCode, next).toBe(303)
        expect(response.headers.location, next).toBe('/admin/leads')
        const landing = await app.inject({ url: String(response.headers.location), headers: { cookie: jar.header() } })
        expect(landing.statusCode, next).toBe(200)
        expect(view(landing)).toMatchObject({ kind: 'leads', email: owner.email })
      }
    })

    it('sends a visitor back to the admin page they asked for after sign-in', async () => {
      const { response, jar } = await signIn(owner.password, '127.0.0.1', cookieJar(), '/admin/translations')
      expect(response.headers.location).toBe('/admin/translations')
      const landing = await app.inject({ url: '/admin/translations', headers: { cookie: jar.header() } })
      expect(view(landing)).toMatchObject({ kind: 'translations', email: owner.email })
    })
  })
}
