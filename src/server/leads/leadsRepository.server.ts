import type { Kysely } from 'kysely'
import type { LeadStatus } from '#features/admin/leadStatuses.ts'
import type { Database, LeadRow } from '../db/types.server.ts'

export interface NewLead {
  idempotencyKey: string
  name: string
  email: string
  phone: string
  message: string
  locale: string
  page: string
  userAgent: string | null
  ip: string | null
  /** Set when a defence caught the message: stored with status 'spam' and no notification. */
  spamReason?: string | null
}

export interface LeadNotification {
  recipient: string
  subject: string
  body: string
}

/** A stored lead: what the visitor sent, plus what the site and staff added. */
export interface Lead extends Omit<NewLead, 'spamReason'> {
  id: number
  createdAt: Date
  status: LeadStatus
  spamReason: string | null
  note: string | null
}

export interface InsertedLead {
  id: number
  /** False when the idempotency key was already stored: nothing new was written. */
  created: boolean
}

export interface LeadsRepository {
  /**
   * Writes the lead and, unless it is spam, its notification in one transaction. A key that is
   * already stored returns the first lead's id and writes nothing, also when two requests with
   * the same key race.
   */
  insertLead(lead: NewLead, notify: (lead: Lead) => LeadNotification, now?: Date): Promise<InsertedLead>
  findLeadByKey(idempotencyKey: string): Promise<Lead | undefined>
  findLeadById(id: number): Promise<Lead | undefined>
  listLeads(options?: { status?: LeadStatus; limit?: number; offset?: number }): Promise<Lead[]>
  countLeads(status?: LeadStatus): Promise<number>
  updateLead(id: number, changes: { status?: LeadStatus; note?: string | null }): Promise<boolean>
}

export function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

function toLead(row: LeadRow): Lead {
  return {
    id: Number(row.id),
    idempotencyKey: row.idempotency_key,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    locale: row.locale,
    page: row.page,
    userAgent: row.user_agent,
    ip: row.ip,
    createdAt: toDate(row.created_at),
    status: row.status,
    spamReason: row.spam_reason,
    note: row.note,
  }
}

export function createLeadsRepository(db: Kysely<Database>): LeadsRepository {
  async function findLeadByKey(idempotencyKey: string) {
    const row = await db
      .selectFrom('leads')
      .selectAll()
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst()
    return row && toLead(row)
  }

  return {
    async insertLead(lead, notify, now = new Date()) {
      const createdAt = now.toISOString()
      const inserted = await db.transaction().execute(async (trx) => {
        // ON CONFLICT DO NOTHING waits for a concurrent insert of the same key to commit, then
        // inserts nothing: the caller reads the winner's id below.
        const row = await trx
          .insertInto('leads')
          .values({
            idempotency_key: lead.idempotencyKey,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            message: lead.message,
            locale: lead.locale,
            page: lead.page,
            user_agent: lead.userAgent,
            ip: lead.ip,
            created_at: createdAt,
            status: lead.spamReason ? 'spam' : 'new',
            spam_reason: lead.spamReason ?? null,
          })
          .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
          .returningAll()
          .executeTakeFirst()
        if (!row) return undefined
        const stored = toLead(row)
        if (stored.status !== 'spam') {
          const mail = notify(stored)
          await trx
            .insertInto('outbox')
            .values({
              lead_id: stored.id,
              recipient: mail.recipient,
              subject: mail.subject,
              body: mail.body,
              next_attempt_at: createdAt,
              created_at: createdAt,
            })
            .execute()
        }
        return stored.id
      })
      if (inserted !== undefined) return { id: inserted, created: true }
      const existing = await findLeadByKey(lead.idempotencyKey)
      if (!existing) throw new Error('idempotency key conflicted but no lead holds it')
      return { id: existing.id, created: false }
    },

    findLeadByKey,

    async findLeadById(id) {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toLead(row)
    },

    async listLeads({ status, limit = 50, offset = 0 } = {}) {
      let query = db.selectFrom('leads').selectAll()
      if (status) query = query.where('status', '=', status)
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()
      return rows.map(toLead)
    },

    async countLeads(status) {
      let query = db.selectFrom('leads').select((eb) => eb.fn.countAll<number | string>().as('count'))
      if (status) query = query.where('status', '=', status)
      const row = await query.executeTakeFirstOrThrow()
      return Number(row.count)
    },

    async updateLead(id, changes) {
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
  }
}
