import type { Kysely } from 'kysely'
import type { NotificationState } from '#features/admin/adminViews.ts'
import { toDate } from '../db/toDate.server.ts'
import type { Database } from '../db/types.server.ts'

/** The email a new lead queues for staff; the worker sends it with Reply-To the visitor. */
export interface LeadNotification {
  recipient: string
  subject: string
  body: string
}

export interface PendingMail {
  id: number
  leadId: number
  recipient: string
  subject: string
  body: string
  attempts: number
  /** The visitor's address: staff answer the notification straight to them. */
  replyTo: string
}

/** How long a claimed row stays with its worker before another may take it (a crash mid-send). */
export const claimLeaseMs = 5 * 60 * 1000

/** 30 s after the first failure, doubling each time, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000)
}

/** The notifications of leads: queued with each lead (see insertLead), sent by the mail worker. */
export function createOutbox(db: Kysely<Database>) {
  return {
    /**
     * Takes up to `limit` due rows for this worker. Each claim is one conditional UPDATE that
     * pushes next_attempt_at past the lease: of several instances racing for a row, exactly one
     * sees it still due and updates it (PostgreSQL re-checks the condition after the row lock).
     */
    async claimDue(now: Date, limit = 10): Promise<PendingMail[]> {
      const due = await db
        .selectFrom('outbox')
        .innerJoin('leads', 'leads.id', 'outbox.lead_id')
        .select([
          'outbox.id',
          'outbox.lead_id',
          'outbox.recipient',
          'outbox.subject',
          'outbox.body',
          'outbox.attempts',
          'outbox.next_attempt_at',
          'leads.email',
        ])
        .where('outbox.sent_at', 'is', null)
        .where('outbox.next_attempt_at', '<=', now.toISOString())
        .orderBy('outbox.next_attempt_at')
        .orderBy('outbox.id')
        .limit(limit)
        .execute()
      const leaseUntil = new Date(now.getTime() + claimLeaseMs).toISOString()
      const claimed: PendingMail[] = []
      for (const row of due) {
        const result = await db
          .updateTable('outbox')
          .set({ next_attempt_at: leaseUntil })
          .where('id', '=', row.id)
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '<=', now.toISOString())
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) === 1) {
          claimed.push({
            id: Number(row.id),
            leadId: Number(row.lead_id),
            recipient: row.recipient,
            subject: row.subject,
            body: row.body,
            attempts: row.attempts,
            replyTo: row.email,
          })
        }
      }
      return claimed
    },

    async markSent(id: number, now: Date): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({ sent_at: now.toISOString(), attempts: eb('attempts', '+', 1), last_error: null }))
        .where('id', '=', id)
        .execute()
    },

    async markFailed(mail: PendingMail, error: string, now: Date): Promise<void> {
      const attempts = mail.attempts + 1
      await db
        .updateTable('outbox')
        .set({
          attempts,
          last_error: error.slice(0, 1000),
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        })
        .where('id', '=', mail.id)
        .execute()
    },

    /** Whether the lead's notification left, and if not, how its retries stand. */
    async notificationOf(leadId: number): Promise<NotificationState | null> {
      const row = await db
        .selectFrom('outbox')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (!row) return null
      return {
        recipient: row.recipient,
        attempts: Number(row.attempts),
        sentAt: row.sent_at ? toDate(row.sent_at).toISOString() : null,
        lastError: row.last_error,
        nextAttemptAt: toDate(row.next_attempt_at).toISOString(),
      }
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>
