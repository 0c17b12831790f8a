import type { Kysely } from 'kysely'
import type { LeadFilters, NotificationState } from '#features/admin/adminViews.ts'
import type { LeadStatus } from '#features/admin/leadStatuses.ts'
import type { Database } from '../db/types.server.ts'
import { type InsertedLead, insertLead } from './insertLead.server.ts'
import { type Lead, leadFromRow, type NewLead } from './lead.server.ts'
import { countLeads, leadPages, listLeads } from './leadSearch.server.ts'
import { createOutbox, type LeadNotification, type Outbox } from './outbox.server.ts'

export interface LeadChanges {
  status?: LeadStatus
  note?: string | null
}

/** Every query on leads and their outbox: the contact form, the admin and the mail worker use these. */
export interface Leads {
  /** Stores a lead and queues its notification in one write (see insertLead). */
  insert(lead: NewLead, notify: (lead: Lead) => LeadNotification, now?: Date): Promise<InsertedLead>
  /** The lead an idempotency key stored: a retried submission gets the first answer again. */
  findByKey(idempotencyKey: string): Promise<Lead | undefined>
  /** One lead and how its notification stands, for the admin's lead page. */
  find(id: number): Promise<(Lead & { notification: NotificationState | null }) | undefined>
  /** The leads matching the filters (all of them when there are none), newest first. */
  list(filters: Partial<LeadFilters>, limit: number): Promise<Lead[]>
  /** The same leads as list, in pages: for an export that must not hold them all at once. */
  pages(filters: Partial<LeadFilters>, limit: number, pageSize?: number): AsyncGenerator<Lead[]>
  count(filters?: Partial<LeadFilters>): Promise<number>
  /** Staff's status and note; false when no lead has this id. */
  update(id: number, changes: LeadChanges): Promise<boolean>
  /** The notifications waiting to be sent, for the mail worker. */
  outbox: Outbox
}

export function createLeads(db: Kysely<Database>): Leads {
  const outbox = createOutbox(db)
  return {
    insert: (lead, notify, now = new Date()) => insertLead(db, lead, notify, now),

    async findByKey(idempotencyKey) {
      const row = await db
        .selectFrom('leads')
        .selectAll()
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst()
      return row && leadFromRow(row)
    },

    async find(id) {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
      return row && { ...leadFromRow(row), notification: await outbox.notificationOf(id) }
    },

    list: (filters, limit) => listLeads(db, filters, limit),
    pages: (filters, limit, pageSize) => leadPages(db, filters, limit, pageSize),
    count: (filters = {}) => countLeads(db, filters),

    async update(id, changes) {
      if (changes.status === undefined && changes.note === undefined) return false
      const result = await db
        .updateTable('leads')
        .set({
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.note !== undefined ? { note: changes.note } : {}),
        })
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    outbox,
  }
}
