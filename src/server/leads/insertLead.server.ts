import type { Kysely } from 'kysely'
import { type ContactValues, contactFields } from '#features/contact/contactSchema.ts'
import type { Database } from '../db/types.server.ts'
import { type Lead, leadFromRow, type NewLead, rowFromNewLead } from './lead.server.ts'
import type { LeadNotification } from './outbox.server.ts'

export interface InsertedLead {
  id: number
  /** False when the idempotency key was already stored: nothing new was written. */
  created: boolean
  /**
   * False when the key was already stored with other values: a different message reusing the
   * key, which must be refused rather than answered with the first message's receipt.
   */
  sameContent: boolean
}

/** Whether a stored lead holds these values (the schema's trimmed values), field by field. */
export function sameContentAs(stored: ContactValues, values: ContactValues): boolean {
  return contactFields.every((field) => (stored[field] ?? '') === (values[field] ?? ''))
}

/**
 * Writes the lead and, unless it is spam, its notification in one transaction. A key that is
 * already stored returns the first lead's id and writes nothing, also when two requests with the
 * same key race.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: NewLead,
  notify: (lead: Lead) => LeadNotification,
  now: Date,
): Promise<InsertedLead> {
  const inserted = await db.transaction().execute(async (trx) => {
    // ON CONFLICT DO NOTHING waits for a concurrent insert of the same key to commit, then
    // inserts nothing: the caller reads the winner's id below.
    const row = await trx
      .insertInto('leads')
      .values(rowFromNewLead(lead, now))
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!row) return undefined
    const stored = leadFromRow(row)
    if (stored.status !== 'spam') {
      const mail = notify(stored)
      await trx
        .insertInto('outbox')
        .values({
          lead_id: stored.id,
          recipient: mail.recipient,
          subject: mail.subject,
          body: mail.body,
          next_attempt_at: now.toISOString(),
          created_at: now.toISOString(),
        })
        .execute()
    }
    return stored.id
  })
  if (inserted !== undefined) return { id: inserted, created: true, sameContent: true }
  const existing = await db
    .selectFrom('leads')
    .select(['id', 'name', 'email', 'phone', 'message'])
    .where('idempotency_key', '=', lead.idempotencyKey)
    .executeTakeFirst()
  if (!existing) throw new Error('idempotency key conflicted but no lead holds it')
  return { id: Number(existing.id), created: false, sameContent: sameContentAs(existing, lead) }
}
