import type { Kysely } from 'kysely'
import { isRole, type Role } from '#features/admin/roles.ts'
import { toDate } from '../db/toDate.server.ts'
import type { Database } from '../db/types.server.ts'

export interface AdminUser {
  id: number
  email: string
  passwordHash: string
  role: Role
  disabled: boolean
}

export interface AdminSession {
  userId: number
  email: string
  role: Role
  createdAt: Date
  lastSeenAt: Date
}

/** Staff accounts, their sessions and failed sign-ins, in the site's database. */
export function createAdminRepository(db: Kysely<Database>) {
  return {
    async findUserByEmail(email: string): Promise<AdminUser | undefined> {
      const row = await db.selectFrom('admin_users').selectAll().where('email', '=', email).executeTakeFirst()
      return (
        row && {
          id: Number(row.id),
          email: row.email,
          passwordHash: row.password_hash,
          role: isRole(row.role) ? row.role : 'translator',
          disabled: row.disabled_at !== null,
        }
      )
    },

    /** Creates the account unless one with this address exists; true when it was created. */
    async createUserIfAbsent(
      email: string,
      passwordHash: string,
      now = new Date(),
      role: Role = 'owner',
    ): Promise<boolean> {
      const row = await db
        .insertInto('admin_users')
        .values({ email, password_hash: passwordHash, created_at: now.toISOString(), role })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst()
      return row !== undefined
    },

    async createSession(tokenHash: string, userId: number, now = new Date()): Promise<void> {
      const at = now.toISOString()
      await db
        .insertInto('admin_sessions')
        .values({ token_hash: tokenHash, user_id: userId, created_at: at, last_seen_at: at })
        .execute()
    },

    async findSession(tokenHash: string): Promise<AdminSession | undefined> {
      const row = await db
        .selectFrom('admin_sessions')
        .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.user_id')
        .select([
          'admin_sessions.user_id',
          'admin_users.email',
          'admin_users.role',
          'admin_sessions.created_at',
          'admin_sessions.last_seen_at',
        ])
        .where('admin_sessions.token_hash', '=', tokenHash)
        // A disabled account's sessions end at once.
        .where('admin_users.disabled_at', 'is', null)
        .executeTakeFirst()
      return (
        row && {
          userId: Number(row.user_id),
          email: row.email,
          // An unknown role (a row written by hand) gets the least access.
          role: isRole(row.role) ? row.role : 'translator',
          createdAt: toDate(row.created_at),
          lastSeenAt: toDate(row.last_seen_at),
        }
      )
    },

    async touchSession(tokenHash: string, now = new Date()): Promise<void> {
      await db
        .updateTable('admin_sessions')
        .set({ last_seen_at: now.toISOString() })
        .where('token_hash', '=', tokenHash)
        .execute()
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute()
    },

    /** Records a failure and forgets those older than `keepMs`, which no throttle counts any more. */
    async recordLoginFailure(
      email: string,
      ip: string,
      now = new Date(),
      keepMs = 24 * 60 * 60 * 1000,
    ): Promise<number> {
      const row = await db
        .insertInto('admin_login_failures')
        .values({ email, ip, failed_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      const before = new Date(now.getTime() - keepMs).toISOString()
      await db.deleteFrom('admin_login_failures').where('failed_at', '<', before).execute()
      return Number(row.id)
    },
    /** Forgets one attempt: one refused before its password was checked is no guess. */
    async forgetLoginFailure(id: number): Promise<void> {
      await db.deleteFrom('admin_login_failures').where('id', '=', id).execute()
    },

    /**
     * Failures since a moment: from this address for this account, from this address at all, for
     * this account from anywhere, and for this account since `recentSince`.
     */
    async countLoginFailures(email: string, ip: string, since: Date, recentSince = since) {
      const failures = await db
        .selectFrom('admin_login_failures')
        .select(['email', 'ip', 'failed_at'])
        .where((where) => where.or([where('ip', '=', ip), where('email', '=', email)]))
        .where('failed_at', '>', since.toISOString())
        .execute()
      const recent = recentSince.getTime()
      const forEmail = failures.filter((row) => row.email === email)
      return {
        forAccount: forEmail.filter((row) => row.ip === ip).length,
        fromAddress: failures.filter((row) => row.ip === ip).length,
        accountWide: forEmail.length,
        accountRecent: forEmail.filter((row) => toDate(row.failed_at).getTime() > recent).length,
      }
    },

    async clearLoginFailures(email: string, ip: string): Promise<void> {
      await db.deleteFrom('admin_login_failures').where('email', '=', email).where('ip', '=', ip).execute()
    },
  }
}

export type AdminRepository = ReturnType<typeof createAdminRepository>
