// Every contact message the server acknowledged survives the process being killed mid-burst
// (SQLite: WAL, synchronous=FULL, decision 0006; or PostgreSQL with E2E_DATABASE_URL). No
// browser: HTTP straight to the server, and the stored leads read back through its admin API.
import { expect, request, test } from '@playwright/test'
import { e2eAdmin } from './support/e2eServer.ts'
import { leadSummaries, signInAsStaff } from './support/leadInbox.ts'
import { serverDatabase, startServerProcess } from './support/serverProcess.ts'

const notifyTo = 'durability-notifications@example.com'

function submission(index: number, formToken: string) {
  return {
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    phone: '',
    message: `Message number ${index}: we would like a quote for a website.`,
    locale: 'en',
    page: '/contact',
    idempotencyKey: crypto.randomUUID(),
    formToken,
    website: '',
  }
}

/** The time token a visitor's contact page carries. */
async function formTokenFrom(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/contact`)).text()
  const token = /"(\d{1,16}\.[\w-]{43})"/.exec(html)?.[1]
  expect(token, 'the contact page carries a signed time token').toBeTruthy()
  return token as string
}

test('every acknowledged message is stored exactly once, with its notification, after the server is killed mid-burst', async () => {
  test.setTimeout(180_000)
  const database = await serverDatabase('durability')
  const env = {
    ...database.env,
    FORM_TOKEN_SECRET: 'durability-test-secret',
    // The burst posts as soon as the page is served: no spam timer, no rate limit.
    FORM_TOKEN_MIN_AGE_MS: '0',
    CONTACT_RATE_LIMIT_MAX: '0',
    CONTACT_RATE_LIMIT_POSTS_MAX: '0',
    LEADS_NOTIFY_TO: notifyTo,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
  }
  try {
    const first = await startServerProcess(env)
    const formToken = await formTokenFrom(first.origin)
    /** Submission index → the idempotency key the server acknowledged (the reply carries no lead id). */
    const acknowledged = new Map<number, { key: string }>()
    const total = 240
    const killAfter = 80
    let next = 0
    let killed = false

    async function client() {
      while (next < total) {
        const index = next++
        const body = submission(index, formToken)
        try {
          const response = await fetch(`${first.origin}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
          if (response.status === 201) acknowledged.set(index, { key: body.idempotencyKey })
        } catch {
          // The connection died with the server: this message was never acknowledged.
        }
        if (!killed && acknowledged.size >= killAfter) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, client))
    await first.exited
    expect(killed).toBe(true)
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter)
    // The burst was really cut short: some requests never got an answer.
    expect(acknowledged.size).toBeLessThan(total)

    const second = await startServerProcess(env)
    const staff = await request.newContext({ baseURL: second.origin })
    try {
      await signInAsStaff(staff)
      // Each submission has an address of its own: exactly one lead per acknowledged address.
      const leads = await leadSummaries(staff)
      const idOf = new Map<number, number>()
      for (const index of acknowledged.keys()) {
        const stored = leads.filter((lead) => lead.email === `visitor${index}@example.com`)
        expect(stored, `submission ${index}`).toHaveLength(1)
        idOf.set(index, stored[0]?.id ?? 0)
      }
      // Written in the same transaction, each acknowledged lead's notification waits in the outbox.
      for (const id of idOf.values()) {
        const page = await (await staff.get(`/admin/leads/${id}`)).text()
        expect(page, `lead ${id}`).toContain(notifyTo)
      }
      // The restarted server answers a retry of an acknowledged message with the same lead.
      const [index, { key }] = [...acknowledged][0] ?? [0, { key: '' }]
      const retry = await fetch(`${second.origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...submission(index, formToken), idempotencyKey: key }),
      })
      expect(retry.status).toBe(201)
      expect(await retry.json()).toEqual({ status: 'received' })
      const after = (await leadSummaries(staff)).filter((lead) => lead.email === `visitor${index}@example.com`)
      expect(after.map((lead) => lead.id)).toEqual([idOf.get(index)])
    } finally {
      await staff.dispose()
      second.child.kill('SIGTERM')
      await second.exited
    }
  } finally {
    await database.drop()
  }
})
