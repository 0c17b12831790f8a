import type { Insertable } from 'kysely'
import type { LeadStatus } from '#features/admin/leadStatuses.ts'
import type { ContactValues } from '#features/contact/contactSchema.ts'
import { toDate } from '../db/toDate.server.ts'
import type { LeadRow, LeadsTable } from '../db/types.server.ts'

/** A lead as the contact route hands it over: what the visitor typed, and how it arrived. */
export interface NewLead extends ContactValues {
  idempotencyKey: string
  locale: string
  page: string
  userAgent: string | null
  ip: string | null
  /** Set when a defence caught the message: stored with status 'spam' and no notification. */
  spamReason?: string | null
}

/** A stored lead: what the visitor sent, plus what the site and staff added. */
export interface Lead extends Omit<NewLead, 'spamReason'> {
  id: number
  createdAt: Date
  status: LeadStatus
  spamReason: string | null
  note: string | null
}

// The one place a lead's fields meet the columns of the leads table.

export function leadFromRow(row: LeadRow): Lead {
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

export function rowFromNewLead(lead: NewLead, createdAt: Date): Insertable<LeadsTable> {
  return {
    idempotency_key: lead.idempotencyKey,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    locale: lead.locale,
    page: lead.page,
    user_agent: lead.userAgent,
    ip: lead.ip,
    created_at: createdAt.toISOString(),
    status: lead.spamReason ? 'spam' : 'new',
    spam_reason: lead.spamReason ?? null,
  }
}
