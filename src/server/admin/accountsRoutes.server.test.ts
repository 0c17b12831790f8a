import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AccountsView } from '#features/admin/adminViews.ts'
import type { Role } from '#features/admin/roles.ts'
import { testDatabaseTargets } from '../db/testDatabases.server.ts'
import {
  type CookieJar,
  cookieJar,
  createTestAdmin,
  emailOf,
  formType,
  type TestAdmin,
  testPassword,
  viewOf,
} from './adminTestApp.server.ts'

const hour = 60 * 60 * 1000
const newPassword = 'a brand new passphrase'

for (const target of testDatabaseTargets) {
  describe(`accounts and set-password links on ${target.name}`, { timeout: 120_000 }, () => {
    let admin: TestAdmin
    let owner: CookieJar

    beforeEach(async () => {
      admin = await createTestAdmin(target)
      owner = (await admin.signIn(emailOf('owner'))).jar
    })
    afterEach(() => admin.close())

    /** Posts one of the accounts page's forms as the owner, with the page's CSRF token. */
    async function ownerPosts(url: string, fields: Record<string, string> = {}, jar = owner) {
      const csrf = await admin.csrfFrom('/admin/accounts', jar)
      return admin.app.inject({
        method: 'POST',
        url,
        headers: { cookie: jar.header(), 'content-type': formType },
        payload: new URLSearchParams({ ...fields, _csrf: csrf }).toString(),
      })
    }

    async function invite(email: string, role: Role) {
      const response = await ownerPosts('/admin/accounts/invite', { email, role })
      expect(response.statusCode).toBe(200)
      const view = viewOf(response) as AccountsView
      const url = new URL(view.link?.url ?? '')
      return { view, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token') ?? '' }
    }

    async function setPassword(token: string, password = newPassword, repeat = password) {
      const jar = cookieJar()
      const form = await admin.app.inject({ url: `/admin/set-password?token=${encodeURIComponent(token)}` })
      jar.store(form)
      const response = await admin.app.inject({
        method: 'POST',
        url: '/admin/set-password',
        headers: { cookie: jar.header(), 'content-type': formType },
        payload: new URLSearchParams({ token, password, repeat, _csrf: viewOf(form).csrfToken }).toString(),
      })
      jar.store(response)
      return { form, response, jar }
    }

    const accounts = async () =>
      viewOf(await admin.app.inject({ url: '/admin/accounts', headers: { cookie: owner.header() } })) as AccountsView

    it('invites a translator with a link shown once, which sets the password, signs in and then works no more', async () => {
      const { view, path, token } = await invite(' New.Translator@Example.com ', 'translator')
      expect(view.link).toMatchObject({ email: 'new.translator@example.com' })
      expect(path).toMatch(/^\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/)
      expect(Date.parse(view.link?.expiresAt ?? '')).toBeGreaterThan(Date.now() + 71 * hour)
      // Stored as a hash only, and listed as invited, without a password.
      const stored = await admin.database.db.selectFrom('admin_invitations').selectAll().execute()
      expect(stored.map((row) => row.token_hash)).not.toContain(token)
      expect(
        (await accounts()).accounts.find((account) => account.email === 'new.translator@example.com'),
      ).toMatchObject({
        role: 'translator',
        hasPassword: false,
        disabled: false,
      })
      // No password opens the account before the link is used.
      expect((await admin.signIn('new.translator@example.com', 'no password yet')).response.statusCode).toBe(401)

      const { form, response, jar } = await setPassword(token)
      expect(viewOf(form)).toMatchObject({
        kind: 'set-password',
        state: 'form',
        accountEmail: 'new.translator@example.com',
      })
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe('/admin/translations')
      const todo = await admin.app.inject({ url: '/admin/translations', headers: { cookie: jar.header() } })
      expect(viewOf(todo)).toMatchObject({ kind: 'translations', role: 'translator' })

      const again = await setPassword(token, 'someone else entirely')
      expect(again.form.statusCode).toBe(410)
      expect(viewOf(again.form)).toMatchObject({ state: 'expired' })
      expect(again.response.statusCode).toBe(410)
      const signedIn = await admin.signIn('new.translator@example.com', newPassword)
      expect(signedIn.response.headers.location).toBe('/admin/translations')
    })

    it('lets a link work for 72 hours and not a minute more', async () => {
      const { path, token } = await invite('later@example.com', 'staff')
      admin.advance(72 * hour - 60_000)
      expect((await admin.app.inject({ url: path })).statusCode).toBe(200)
      admin.advance(2 * 60_000)
      const expired = await admin.app.inject({ url: path })
      expect(expired.statusCode).toBe(410)
      expect(viewOf(expired)).toMatchObject({ state: 'expired' })
      expect((await setPassword(token)).response.statusCode).toBe(410)
    })

    it('refuses a short or mistyped password and keeps the link usable', async () => {
      const { token } = await invite('typo@example.com', 'staff')
      const short = await setPassword(token, 'too short')
      expect(short.response.statusCode).toBe(400)
      expect(viewOf(short.response)).toMatchObject({ state: 'form', error: 'short' })
      const mismatch = await setPassword(token, newPassword, `${newPassword}!`)
      expect(viewOf(mismatch.response)).toMatchObject({ error: 'mismatch' })
      expect((await setPassword(token)).response.statusCode).toBe(303)
    })

    it('resets a forgotten password with a new link, which ends the sessions the account had and stops older links', async () => {
      const staff = await admin.signIn(emailOf('staff'))
      const first = await ownerPosts(`/admin/accounts/${admin.ids.staff}/link`)
      const firstToken = new URL((viewOf(first) as AccountsView).link?.url ?? '').searchParams.get('token') ?? ''
      const second = await ownerPosts(`/admin/accounts/${admin.ids.staff}/link`)
      const secondToken = new URL((viewOf(second) as AccountsView).link?.url ?? '').searchParams.get('token') ?? ''
      expect((await admin.app.inject({ url: `/admin/set-password?token=${firstToken}` })).statusCode).toBe(410)
      expect((await setPassword(secondToken)).response.statusCode).toBe(303)
      const old = await admin.app.inject({ url: '/admin/leads', headers: { cookie: staff.jar.header() } })
      expect(old.statusCode).toBe(303)
      expect((await admin.signIn(emailOf('staff'), testPassword)).response.statusCode).toBe(401)
      expect((await admin.signIn(emailOf('staff'), newPassword)).response.statusCode).toBe(303)
    })

    it('never disables or demotes the last active owner', async () => {
      const demote = await ownerPosts(`/admin/accounts/${admin.ids.owner}/role`, { role: 'staff' })
      expect(demote.statusCode).toBe(409)
      expect(viewOf(demote)).toMatchObject({ error: { kind: 'lastOwner', email: emailOf('owner') } })
      const disable = await ownerPosts(`/admin/accounts/${admin.ids.owner}/disable`)
      expect(disable.statusCode).toBe(409)
      expect((await accounts()).accounts.find((account) => account.email === emailOf('owner'))).toMatchObject({
        role: 'owner',
        disabled: false,
      })
      // With a second owner, the first may step down.
      expect((await ownerPosts(`/admin/accounts/${admin.ids.staff}/role`, { role: 'owner' })).statusCode).toBe(303)
      const stepDown = await ownerPosts(`/admin/accounts/${admin.ids.owner}/role`, { role: 'staff' })
      expect(stepDown.headers.location).toBe(`/admin/accounts?done=role&account=${admin.ids.owner}`)
      // Now staff: the accounts page is closed to this session at once.
      const closed = await admin.app.inject({ url: '/admin/accounts', headers: { cookie: owner.header() } })
      expect(closed.statusCode).toBe(403)
    })

    it('signs a disabled account out at once and answers its sign-in as a wrong password, until enabled', async () => {
      const translator = await admin.signIn(emailOf('translator'))
      const disabled = await ownerPosts(`/admin/accounts/${admin.ids.translator}/disable`)
      expect(disabled.headers.location).toBe(`/admin/accounts?done=disabled&account=${admin.ids.translator}`)
      const next = await admin.app.inject({ url: '/admin/preview', headers: { cookie: translator.jar.header() } })
      expect(next.statusCode).toBe(303)
      expect(next.headers.location).toBe('/admin/login?next=%2Fadmin%2Fpreview')
      const refused = await admin.signIn(emailOf('translator'))
      expect(refused.response.statusCode).toBe(401)
      expect(viewOf(refused.response)).toMatchObject({ kind: 'login', error: 'invalid' })
      // Nor does a set-password link open a disabled account.
      const link = await ownerPosts(`/admin/accounts/${admin.ids.translator}/link`)
      const token = new URL((viewOf(link) as AccountsView).link?.url ?? '').searchParams.get('token') ?? ''
      expect((await setPassword(token)).response.statusCode).toBe(410)

      await ownerPosts(`/admin/accounts/${admin.ids.translator}/enable`)
      expect((await admin.signIn(emailOf('translator'))).response.statusCode).toBe(303)
    })

    it('refuses to invite an address that has an account, or that is no address', async () => {
      const exists = await ownerPosts('/admin/accounts/invite', { email: emailOf('staff'), role: 'translator' })
      expect(exists.statusCode).toBe(409)
      expect(viewOf(exists)).toMatchObject({ error: { kind: 'exists' }, inviteValue: { role: 'translator' } })
      const odd = await ownerPosts('/admin/accounts/invite', { email: 'not an address', role: 'staff' })
      expect(odd.statusCode).toBe(400)
      expect(viewOf(odd)).toMatchObject({ error: { kind: 'email' } })
      const forged = await admin.app.inject({
        method: 'POST',
        url: '/admin/accounts/invite',
        headers: { cookie: owner.header(), 'content-type': formType },
        payload: new URLSearchParams({ email: 'forged@example.com', role: 'owner' }).toString(),
      })
      expect(forged.statusCode).toBe(403)
      expect((await accounts()).accounts.map((account) => account.email)).not.toContain('forged@example.com')
    })
  })
}
