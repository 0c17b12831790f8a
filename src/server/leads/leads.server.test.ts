import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import type { NewLead } from './lead.server.ts'
import { createLeads, type Leads } from './leads.server.ts'

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    idempotencyKey: crypto.randomUUID(),
    name: 'Amina Khan',
    email: 'amina@example.com',
    phone: '+92 300 1234567',
    message: 'We need a Shopify store for our textile business.',
    locale: 'ur',
    page: '/contact',
    userAgent: 'test',
    ip: '203.0.113.7',
    ...overrides,
  }
}

const notify = () => ({ recipient: 'leads@example.com', subject: 'New lead', body: 'body' })

describe.each(testDatabaseTargets)('leads on $name', (target) => {
  let database: TestDatabase
  let leads: Leads

  beforeEach(async () => {
    database = await target.create()
    leads = createLeads(database.db)
  })
  afterEach(async () => database.drop())

  async function outboxRows() {
    return database.db.selectFrom('outbox').selectAll().execute()
  }

  it('stores a lead with status new and queues its notification in the same write', async () => {
    const lead = newLead()
    const { id, created } = await leads.insert(lead, notify)
    expect(created).toBe(true)
    const stored = await leads.findByKey(lead.idempotencyKey)
    expect(stored).toMatchObject({ id, name: 'Amina Khan', status: 'new', spamReason: null, locale: 'ur' })
    expect(stored?.createdAt).toBeInstanceOf(Date)
    const rows = await outboxRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ lead_id: id, recipient: 'leads@example.com', attempts: 0, sent_at: null })
  })

  it('returns the first id for a repeated key and writes nothing more', async () => {
    const lead = newLead()
    const first = await leads.insert(lead, notify)
    expect(await leads.insert(lead, notify)).toEqual({ id: first.id, created: false, sameContent: true })
    // Another message under the same key: nothing written, and the caller is told it differs.
    const again = await leads.insert({ ...lead, message: 'A different text this time.' }, notify)
    expect(again).toEqual({ id: first.id, created: false, sameContent: false })
    expect(await leads.count()).toBe(1)
    expect(await outboxRows()).toHaveLength(1)
  })

  it('pages through the same leads as list, newest first, ties on the time included', async () => {
    const sameTime = new Date('2026-11-20T09:00:00.000Z')
    for (let index = 0; index < 7; index++) {
      await leads.insert(newLead(), notify, index < 4 ? sameTime : new Date(sameTime.getTime() + index * 1000))
    }
    const all = await leads.list({}, 100)
    const paged: number[][] = []
    for await (const page of leads.pages({}, 100, 3)) paged.push(page.map((lead) => lead.id))
    expect(paged.map((page) => page.length)).toEqual([3, 3, 1])
    expect(paged.flat()).toEqual(all.map((lead) => lead.id))
    const capped: number[] = []
    for await (const page of leads.pages({}, 5, 2)) capped.push(...page.map((lead) => lead.id))
    expect(capped).toEqual(all.slice(0, 5).map((lead) => lead.id))
  })

  it('keeps one lead when the same key arrives many times at once', async () => {
    const lead = newLead()
    const results = await Promise.all(Array.from({ length: 12 }, () => leads.insert(lead, notify)))
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await leads.count()).toBe(1)
    expect(await outboxRows()).toHaveLength(1)
  })

  it('stores spam with its reason and sends no notification', async () => {
    const { id } = await leads.insert(newLead({ spamReason: 'honeypot' }), notify)
    expect(await leads.find(id)).toMatchObject({ status: 'spam', spamReason: 'honeypot' })
    expect(await outboxRows()).toHaveLength(0)
    expect(await leads.count({ status: 'spam' })).toBe(1)
    expect(await leads.count({ status: 'new' })).toBe(0)
  })

  it('lets staff change the status and note, newest lead first', async () => {
    const older = await leads.insert(newLead(), notify, new Date('2026-01-01T10:00:00Z'))
    const newer = await leads.insert(newLead(), notify, new Date('2026-01-02T10:00:00Z'))
    expect(await leads.update(older.id, { status: 'contacted', note: 'Called back' })).toBe(true)
    expect(await leads.find(older.id)).toMatchObject({ status: 'contacted', note: 'Called back' })
    expect((await leads.list({}, 50)).map((lead) => lead.id)).toEqual([newer.id, older.id])
    expect((await leads.list({ status: 'contacted' }, 50)).map((lead) => lead.id)).toEqual([older.id])
    expect(await leads.update(9999, { status: 'won' })).toBe(false)
  })

  it('finds leads by text in name, email or message, any case, with LIKE wildcards taken literally', async () => {
    const amina = await leads.insert(newLead(), notify)
    const percent = await leads.insert(
      newLead({ name: 'Bilal', email: 'b@example.com', message: '100% Urdu please' }),
      notify,
    )
    expect((await leads.list({ q: 'AMINA' }, 50)).map((lead) => lead.id)).toEqual([amina.id])
    expect((await leads.list({ q: 'b@example' }, 50)).map((lead) => lead.id)).toEqual([percent.id])
    expect((await leads.list({ q: '0%' }, 50)).map((lead) => lead.id)).toEqual([percent.id])
    expect(await leads.count({ q: 'textile', status: 'new' })).toBe(1)
    expect(await leads.count({ q: 'textile', status: 'spam' })).toBe(0)
  })

  it("tells how a lead's notification stands, and that spam has none", async () => {
    const { id } = await leads.insert(newLead(), notify, new Date('2026-01-01T10:00:00Z'))
    expect((await leads.find(id))?.notification).toEqual({
      recipient: 'leads@example.com',
      attempts: 0,
      sentAt: null,
      lastError: null,
      nextAttemptAt: '2026-01-01T10:00:00.000Z',
    })
    const spam = await leads.insert(newLead({ spamReason: 'honeypot' }), notify)
    expect((await leads.find(spam.id))?.notification).toBeNull()
    expect(await leads.find(9999)).toBeUndefined()
  })

  it('refuses a status outside the five the admin area knows', async () => {
    const { id } = await leads.insert(newLead(), notify)
    await expect(
      database.db
        .updateTable('leads')
        .set({ status: 'archived' as never })
        .where('id', '=', id)
        .execute(),
    ).rejects.toThrow()
  })

  it('migrates an existing database again without error', async () => {
    const { openDatabase } = await import('../db/openDatabase.server.ts')
    const again = await openDatabase(database.options)
    await again.db.destroy()
  })
})
