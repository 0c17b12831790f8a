import Fastify, { type LightMyRequestResponse, type RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, type Permission, type Role, roles } from '#features/admin/roles.ts'
import { testDatabaseTargets } from '../db/testDatabases.server.ts'
import { createTestAdmin, emailOf, type TestAdmin, viewOf } from './adminTestApp.server.ts'
import { createRoutePermissions } from './requirePermission.server.ts'

type Outcome = 'allowed' | 'refused' | 'signed out'

/** What the guard made of a request: sign-in wanted, the role refused, or let through to the route. */
function outcomeOf(response: LightMyRequestResponse): Outcome {
  const { statusCode } = response
  if (statusCode === 401 || (statusCode === 303 && /^\/admin\/login($|\?)/.test(String(response.headers.location)))) {
    return 'signed out'
  }
  if (statusCode === 403) {
    // A HEAD has no body; a GET route has no CSRF check, so only the guard answers it 403.
    if (response.body === '') return 'refused'
    const body = JSON.parse(response.body) as { error?: string; kind?: string }
    // A CSRF refusal of an allowed role is the route's own answer, not the guard's.
    if (body.error === 'forbidden' || body.kind === 'forbidden') return 'refused'
  }
  return 'allowed'
}

const testedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** Each method and a concrete URL of every route: parameters name a real lead, a wildcard nothing. */
function requestsOf(routes: RouteOptions[], leadId: number) {
  const seen = new Map<string, { method: string; url: string; pattern: string; permission: Permission | undefined }>()
  for (const route of routes) {
    const pattern = route.url ?? ''
    const url = pattern.replace(/:[A-Za-z0-9_]+/g, String(leadId)).replace('*', 'no-such-page')
    for (const method of [route.method].flat().filter((candidate) => testedMethods.has(candidate))) {
      seen.set(`${method} ${pattern}`, { method, url, pattern, permission: route.config?.permission })
    }
  }
  return [...seen.values()]
}

for (const target of testDatabaseTargets) {
  describe(`roles on every admin route, on ${target.name}`, { timeout: 120_000 }, () => {
    let admin: TestAdmin
    beforeAll(async () => {
      admin = await createTestAdmin(target)
    })
    afterAll(() => admin.close())

    it('answers each role as the route’s permission says, and a visitor without a session with sign-in or 401', async () => {
      const { id: leadId } = await admin.app.leads.insert(
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
      const requests = requestsOf(admin.routes, leadId)
      // Whatever is added later is covered; these must at least be among them.
      const patterns = requests.map((request) => `${request.method} ${request.pattern}`)
      for (const known of [
        'GET /admin/leads',
        'GET /admin/api/leads',
        'POST /admin/leads/:id',
        'GET /admin/accounts',
      ]) {
        expect(patterns).toContain(known)
      }
      const cookies = Object.fromEntries(
        await Promise.all(roles.map(async (role) => [role, await admin.sessionCookie(admin.ids[role])] as const)),
      ) as Record<Role, string>

      const answers: string[] = []
      const expected: string[] = []
      for (const { method, url, pattern, permission } of requests) {
        // POSTs go without a CSRF token: an allowed role meets the CSRF check (the route's own
        // 403), a refused one the guard's, and nothing changes either way.
        const inject = (cookie?: string) =>
          admin.app.inject({ method: method as 'GET', url, ...(cookie ? { headers: { cookie } } : {}) })
        const visitor = await inject()
        expect(visitor.statusCode, `${method} ${url} without a session`).toBeLessThan(500)
        answers.push(`${method} ${pattern} visitor: ${outcomeOf(visitor)}`)
        expected.push(`${method} ${pattern} visitor: ${permission === undefined ? 'allowed' : 'signed out'}`)
        if (permission !== undefined && outcomeOf(visitor) === 'signed out') {
          expect(visitor.statusCode, `${method} ${url}`).toBe(url.startsWith('/admin/api/') ? 401 : 303)
        }
        for (const role of roles) {
          const response = await inject(cookies[role])
          expect(response.statusCode, `${method} ${url} as ${role}`).toBeLessThan(500)
          answers.push(`${method} ${pattern} ${role}: ${outcomeOf(response)}`)
          const allowed = permission === undefined || can(role, permission)
          expected.push(`${method} ${pattern} ${role}: ${allowed ? 'allowed' : 'refused'}`)
        }
      }
      expect(answers).toEqual(expected)
    })

    it('answers a refused page with a page that offers the role’s own start, and the API with JSON', async () => {
      const cookie = await admin.sessionCookie(admin.ids.translator)
      const page = await admin.app.inject({ url: '/admin/leads', headers: { cookie } })
      expect(page.statusCode).toBe(403)
      expect(viewOf(page)).toMatchObject({
        kind: 'forbidden',
        role: 'translator',
        email: emailOf('translator'),
        home: { key: 'translations', path: '/admin/translations' },
      })
      const api = await admin.app.inject({ url: '/admin/api/leads', headers: { cookie } })
      expect(api.statusCode).toBe(403)
      expect(api.json()).toEqual({ error: 'forbidden' })
    })

    it('lands each role on its own start page, and never on a page `next` names that the role cannot open', async () => {
      for (const [role, landing] of [
        ['owner', '/admin/leads'],
        ['staff', '/admin/leads'],
        ['translator', '/admin/translations'],
      ] as const) {
        const plain = await admin.signIn(emailOf(role))
        expect(plain.response.headers.location, role).toBe(landing)
        const asked = await admin.signIn(emailOf(role), undefined, '/admin/leads/1?saved=1')
        expect(asked.response.headers.location, role).toBe(can(role, 'leads') ? '/admin/leads/1?saved=1' : landing)
        const home = await admin.app.inject({ url: '/admin', headers: { cookie: plain.jar.header() } })
        expect(home.headers.location, role).toBe(landing)
      }
      const preview = await admin.signIn(emailOf('translator'), undefined, '/admin/preview?path=/services')
      expect(preview.response.headers.location).toBe('/admin/preview?path=/services')
    })
  })
}

describe('the permission every admin route names', () => {
  const handler = async () => 'ok'

  it('stops the start at a route that names none, with its method and URL', async () => {
    const permissions = createRoutePermissions()
    const app = Fastify()
    app.addHook('onRoute', permissions.onRoute)
    expect(() => app.get('/admin/secrets', handler)).toThrow('GET /admin/secrets names no config.permission')
    expect(() => app.post('/admin/x', { config: { permission: 'everything' as Permission } }, handler)).toThrow(
      'unknown permission',
    )
    // The public pages need none.
    expect(() => app.get('/admin/login', handler)).not.toThrow()
    await app.close()
  })

  it('tells which pages a role may open, as the router would route them', () => {
    const permissions = createRoutePermissions()
    const app = Fastify()
    app.addHook('onRoute', permissions.onRoute)
    app.get('/admin/leads', { config: { permission: 'leads' } }, handler)
    app.get('/admin/leads/:id', { config: { permission: 'leads' } }, handler)
    app.get('/admin/preview', { config: { permission: 'preview' } }, handler)
    app.all('/admin/*', { config: { permission: 'signedIn' } }, handler)
    expect(permissions.canOpen('translator', '/admin/leads/12?saved=1')).toBe(false)
    expect(permissions.canOpen('staff', '/admin/leads/12')).toBe(true)
    expect(permissions.canOpen('translator', '/admin/preview?path=/')).toBe(true)
    expect(permissions.canOpen('translator', '/admin/anything-else')).toBe(true)
  })
})
