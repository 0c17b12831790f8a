import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { createLeadsRepository, type LeadsRepository, type NewLead } from './leadsRepository.server.ts'

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

describe.each(testDatabaseTargets)('leads repository on $name', (target) => {
  let database: TestDatabase
  let leads: LeadsRepository

  beforeEach(async () => {
    database = await target.create()
    leads = createLeadsRepository(database.db)
  })
  afterEach(async () => database.drop())

  async function outboxRows() {
    return database.db.selectFrom('outbox').selectAll().execute()
  }

  it('stores a lead with status new and queues its notification in the same write', async () => {
    const lead = newLead()
    const { id, created } = await leads.insertLead(lead, notify)
    expect(created).toBe(true)
    const stored = await leads.findLeadByKey(lead.idempotencyKey)
    expect(stored).toMatchObject({ id, name: 'Amina Khan', status: 'new', spamReason: null, locale: 'ur' })
    expect(stored?.createdAt).toBeInstanceOf(Date)
    const rows = await outboxRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ lead_id: id, recipient: 'leads@example.com', attempts: 0, sent_at: null })
  })

  it('returns the first id for a repeated key and writes nothing more', async () => {
    const lead = newLead()
    const first = await leads.insertLead(lead, notify)
    const again = await leads.insertLead({ ...lead, message: 'A different text this time.' }, notify)
    expect(again).toEqual({ id: first.id, created: false })
    expect(await leads.countLeads()).toBe(1)
    expect(await outboxRows()).toHaveLength(1)
  })

  it('keeps one lead when the same key arrives many times at once', async () => {
    const lead = newLead()
    const results = await Promise.all(Array.from({ length: 12 }, () => leads.insertLead(lead, notify)))
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await leads.countLeads()).toBe(1)
    expect(await outboxRows()).toHaveLength(1)
  })

  it('stores spam with its reason and sends no notification', async () => {
    const { id } = await leads.insertLead(newLead({ spamReason: 'honeypot' }), notify)
    expect(await leads.findLeadById(id)).toMatchObject({ status: 'spam', spamReason: 'honeypot' })
    expect(await outboxRows()).toHaveLength(0)
    expect(await leads.countLeads('spam')).toBe(1)
    expect(await leads.countLeads('new')).toBe(0)
  })

  it('lets staff change the status and note, newest lead first', async () => {
    const older = await leads.insertLead(newLead(), notify, new Date('2026-01-01T10:00:00Z'))
    const newer = await leads.insertLead(newLead(), notify, new Date('2026-01-02T10:00:00Z'))
    expect(await leads.updateLead(older.id, { status: 'contacted', note: 'Called back' })).toBe(true)
    expect(await leads.findLeadById(older.id)).toMatchObject({ status: 'contacted', note: 'Called back' })
    expect((await leads.listLeads()).map((lead) => lead.id)).toEqual([newer.id, older.id])
    expect((await leads.listLeads({ status: 'contacted' })).map((lead) => lead.id)).toEqual([older.id])
    expect(await leads.updateLead(9999, { status: 'won' })).toBe(false)
  })

  it('refuses a status outside the five the admin area knows', async () => {
    const { id } = await leads.insertLead(newLead(), notify)
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
