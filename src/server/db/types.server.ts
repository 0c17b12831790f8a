import type { Generated, Selectable } from 'kysely'
import type { LeadStatus } from '#features/admin/leadStatuses.ts'
import type { Role } from '#features/admin/roles.ts'

// Times are ISO 8601 UTC strings ('2026-11-21T23:10:00.000Z'): text in SQLite, timestamptz in
// PostgreSQL (which accepts and compares them as timestamps). toDate (toDate.server.ts) turns them into
// Date objects when it reads.

export interface LeadsTable {
  id: Generated<number>
  idempotency_key: string
  name: string
  email: string
  phone: string
  message: string
  locale: string
  page: string
  user_agent: string | null
  ip: string | null
  created_at: string | Date
  status: LeadStatus
  spam_reason: string | null
  note: string | null
}

export interface OutboxTable {
  id: Generated<number>
  lead_id: number
  recipient: string
  subject: string
  body: string
  attempts: Generated<number>
  next_attempt_at: string | Date
  last_error: string | null
  sent_at: string | Date | null
  created_at: string | Date
}

export interface AdminUsersTable {
  id: Generated<number>
  email: string
  password_hash: string
  created_at: string | Date
  role: Generated<Role>
  disabled_at: string | Date | null
}

/** A one-time set-password link an owner passes on; only the token's hash is kept. */
export interface AdminInvitationsTable {
  token_hash: string
  user_id: number
  created_by: number | null
  created_at: string | Date
  expires_at: string | Date
  used_at: string | Date | null
}

/** One saved edit of a translation unit (decision 0011). */
export interface TranslationChangesTable {
  id: Generated<number>
  locale: string
  /** 'namespace:key' (a plural form by its full key) or 'blog/<slug>' (a whole article file). */
  unit: string
  before: string | null
  after: string
  author_email: string
  changed_at: string | Date
  restored_from: number | null
  pulled_at: string | Date | null
}

export type PublishStatus = 'building' | 'live' | 'failed' | 'superseded'

/** One publish of the public site (or a restore of an earlier build). */
export interface PublishesTable {
  id: Generated<number>
  status: PublishStatus
  build_id: string
  requested_by: string
  requested_at: string | Date
  finished_at: string | Date | null
  progress: string | null
  error: string | null
  changes: string | null
  last_change_id: number | null
  restored_from: number | null
}

export interface AdminSessionsTable {
  token_hash: string
  user_id: number
  created_at: string | Date
  last_seen_at: string | Date
}

export interface AdminLoginFailuresTable {
  id: Generated<number>
  email: string
  ip: string
  failed_at: string | Date
}

/** One counter per limited route and client; `resets_at` is in milliseconds since the epoch. */
export interface RateLimitsTable {
  key: string
  hits: number
  /** PostgreSQL returns its bigint as a string. */
  resets_at: number | string
}

export interface Database {
  leads: LeadsTable
  outbox: OutboxTable
  admin_users: AdminUsersTable
  admin_sessions: AdminSessionsTable
  admin_login_failures: AdminLoginFailuresTable
  rate_limits: RateLimitsTable
  admin_invitations: AdminInvitationsTable
  translation_changes: TranslationChangesTable
  publishes: PublishesTable
}

export type LeadRow = Selectable<LeadsTable>
