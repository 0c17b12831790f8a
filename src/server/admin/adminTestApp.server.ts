// The admin plugin under test, for the role and accounts tests: one account per role, a clock the
// test moves, every route the plugin registers, and sign-in as a browser would do it.
import Fastify, { type FastifyInstance, type LightMyRequestResponse, type RouteOptions } from 'fastify'
import type { AdminView } from '#features/admin/adminViews.ts'
import { type Role, roles } from '#features/admin/roles.ts'
import { databasePlugin } from '../db/databasePlugin.server.ts'
import type { TestDatabase, TestDatabaseTarget } from '../db/testDatabases.server.ts'
import { externalPlugins } from '../externalPlugins.server.ts'
import { leadsPlugin } from '../leads/leadsPlugin.server.ts'
import { adminPlugin } from './adminPlugin.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { hashPassword } from './passwords.server.ts'
import { hashSessionToken, newSessionToken } from './sessionPolicy.server.ts'

export const testPassword = 'a long enough password'
export const emailOf = (role: Role) => `${role}@example.com`
export const formType = 'application/x-www-form-urlencoded'

/** A browser's cookie jar, enough for one client. */
export function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    store(response: LightMyRequestResponse) {
      for (const cookie of response.cookies) {
        if (cookie.value === '' || cookie.maxAge === 0) cookies.delete(cookie.name)
        else cookies.set(cookie.name, cookie.value)
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}
export type CookieJar = ReturnType<typeof cookieJar>

/** The view the fake renderer answered with (the page would render it). */
export const viewOf = (response: LightMyRequestResponse) => JSON.parse(response.body) as AdminView

export interface TestAdmin {
  app: FastifyInstance
  database: TestDatabase
  /** Every route the admin plugin registered, as its onRoute hooks saw it. */
  routes: RouteOptions[]
  ids: Record<Role, number>
  advance(ms: number): void
  /** A session made directly in the database: no sign-in, no throttle. */
  sessionCookie(userId: number): Promise<string>
  signIn(email: string, password?: string, next?: string): Promise<{ response: LightMyRequestResponse; jar: CookieJar }>
  /** A page's CSRF token for this client (its cookie goes into the jar). */
  csrfFrom(url: string, jar: CookieJar): Promise<string>
  close(): Promise<void>
}

export async function createTestAdmin(target: TestDatabaseTarget): Promise<TestAdmin> {
  let clock = Date.now()
  const database = await target.create()
  const repository = createAdminRepository(database.db)
  // A cheaper scrypt than production's keeps the sign-ins quick; the cost is read from the hash.
  const hash = await hashPassword(testPassword, { N: 2 ** 12, r: 8, p: 1 })
  const ids = {} as Record<Role, number>
  for (const role of roles) {
    await repository.createUserIfAbsent(emailOf(role), hash, new Date(clock), role)
    ids[role] = (await repository.findUserByEmail(emailOf(role)))?.id ?? 0
  }
  const routes: RouteOptions[] = []
  const app = Fastify()
  app.addHook('onRoute', (route) => {
    routes.push(route)
  })
  await app.register(externalPlugins, { https: false })
  await app.register(databasePlugin, database.options)
  await app.register(leadsPlugin)
  await app.register(adminPlugin, {
    https: false,
    render: async ({ adminView }) => ({ statusCode: 200, body: JSON.stringify(adminView) }),
    articles: async () => [],
    articleStatus: async () => [],
    now: () => new Date(clock),
  })
  await app.ready()

  async function csrfFrom(url: string, jar: CookieJar) {
    const page = await app.inject({ url, headers: { cookie: jar.header() } })
    jar.store(page)
    return viewOf(page).csrfToken
  }

  return {
    app,
    database,
    routes,
    ids,
    advance(ms) {
      clock += ms
    },
    async sessionCookie(userId) {
      const token = newSessionToken()
      await repository.createSession(hashSessionToken(token), userId, new Date(clock))
      return `bd_session=${token}`
    },
    async signIn(email, password = testPassword, next) {
      const jar = cookieJar()
      const csrf = await csrfFrom('/admin/login', jar)
      const response = await app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { cookie: jar.header(), 'content-type': formType },
        payload: new URLSearchParams({ email, password, _csrf: csrf, ...(next ? { next } : {}) }).toString(),
      })
      jar.store(response)
      return { response, jar }
    },
    csrfFrom,
    async close() {
      await app.close()
      await database.drop()
    },
  }
}
