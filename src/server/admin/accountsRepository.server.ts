import type { Kysely, Transaction } from 'kysely'
import { isRole, type Role } from '#features/admin/roles.ts'
import { dialectOf } from '../db/dialect.server.ts'
import { toDate } from '../db/toDate.server.ts'
import type { Database } from '../db/types.server.ts'
import { isPasswordHash, noPasswordYet } from './passwords.server.ts'

export interface Account {
  id: number
  email: string
  role: Role
  createdAt: Date
  disabledAt: Date | null
  hasPassword: boolean
  /** The newest unused, unexpired set-password link's expiry. */
  linkExpiresAt: Date | null
}

/** Who an unused, unexpired set-password link is for. */
export interface Invitation {
  userId: number
  email: string
  role: Role
}

/** A change refused because it would leave no active owner to manage the accounts. */
export type AccountChange = 'changed' | 'lastOwner' | 'notFound'

const roleOf = (value: string) => (isRole(value) ? value : 'translator')

/** The owner's accounts page: listing, inviting, roles, disabling, and the set-password links. */
export function createAccountsRepository(db: Kysely<Database>) {
  const postgres = dialectOf(db) === 'postgres'

  /**
   * Whether taking ownership from this account would leave no active owner. On PostgreSQL the
   * active owners' rows stay locked until the change commits, so two owners demoting each other
   * at once cannot both succeed (SQLite runs one writing transaction at a time).
   */
  async function isLastOwner(trx: Transaction<Database>, id: number): Promise<boolean> {
    const query = trx
      .selectFrom('admin_users')
      .select('id')
      .where('role', '=', 'owner')
      .where('disabled_at', 'is', null)
      .orderBy('id')
    const owners = await (postgres ? query.forUpdate() : query).execute()
    return owners.some((row) => Number(row.id) === id) && owners.length === 1
  }

  return {
    async list(now: Date): Promise<Account[]> {
      const [users, links] = await Promise.all([
        db.selectFrom('admin_users').selectAll().orderBy('email').execute(),
        db
          .selectFrom('admin_invitations')
          .select(['user_id', 'expires_at'])
          .where('used_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .execute(),
      ])
      return users.map((row) => {
        const expiries = links
          .filter((link) => Number(link.user_id) === Number(row.id))
          .map((link) => toDate(link.expires_at).getTime())
        return {
          id: Number(row.id),
          email: row.email,
          role: roleOf(row.role),
          createdAt: toDate(row.created_at),
          disabledAt: row.disabled_at === null ? null : toDate(row.disabled_at),
          hasPassword: isPasswordHash(row.password_hash),
          linkExpiresAt: expiries.length ? new Date(Math.max(...expiries)) : null,
        }
      })
    },

    async find(id: number): Promise<{ id: number; email: string } | undefined> {
      const row = await db.selectFrom('admin_users').select(['id', 'email']).where('id', '=', id).executeTakeFirst()
      return row && { id: Number(row.id), email: row.email }
    },

    /** An account without a usable password, until its set-password link is used; undefined if the address has one. */
    async createInvited(email: string, role: Role, now: Date): Promise<number | undefined> {
      const row = await db
        .insertInto('admin_users')
        .values({ email, role, password_hash: noPasswordYet, created_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst()
      return row && Number(row.id)
    },

    /** Records a new set-password link (by its token's hash); the account's older unused links stop working. */
    async createInvitation(tokenHash: string, userId: number, createdBy: number | null, now: Date, expiresAt: Date) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('admin_invitations').where('user_id', '=', userId).where('used_at', 'is', null).execute()
        await trx
          .insertInto('admin_invitations')
          .values({
            token_hash: tokenHash,
            user_id: userId,
            created_by: createdBy,
            created_at: now.toISOString(),
            expires_at: expiresAt.toISOString(),
          })
          .execute()
      })
    },

    /** The account an unused, unexpired link is for, unless that account is disabled. */
    async findInvitation(tokenHash: string, now: Date): Promise<Invitation | undefined> {
      const row = await db
        .selectFrom('admin_invitations')
        .innerJoin('admin_users', 'admin_users.id', 'admin_invitations.user_id')
        .select(['admin_users.id', 'admin_users.email', 'admin_users.role'])
        .where('admin_invitations.token_hash', '=', tokenHash)
        .where('admin_invitations.used_at', 'is', null)
        .where('admin_invitations.expires_at', '>', now.toISOString())
        .where('admin_users.disabled_at', 'is', null)
        .executeTakeFirst()
      return row && { userId: Number(row.id), email: row.email, role: roleOf(row.role) }
    },

    /**
     * Uses the link once: sets the password and ends every session the account had. Undefined when
     * the link is unknown, used (even by a request racing this one), expired, or its account disabled.
     */
    async consumePasswordLink(tokenHash: string, passwordHash: string, now: Date): Promise<Invitation | undefined> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('admin_invitations')
          .set({ used_at: now.toISOString() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .returning('user_id')
          .executeTakeFirst()
        if (!used) return undefined
        const user = await trx
          .updateTable('admin_users')
          .set({ password_hash: passwordHash })
          .where('id', '=', used.user_id)
          .where('disabled_at', 'is', null)
          .returning(['id', 'email', 'role'])
          .executeTakeFirst()
        if (!user) return undefined
        await trx.deleteFrom('admin_sessions').where('user_id', '=', used.user_id).execute()
        return { userId: Number(user.id), email: user.email, role: roleOf(user.role) }
      })
    },

    async setRole(id: number, role: Role): Promise<AccountChange> {
      return db.transaction().execute(async (trx) => {
        if (role !== 'owner' && (await isLastOwner(trx, id))) return 'lastOwner'
        const updated = await trx.updateTable('admin_users').set({ role }).where('id', '=', id).executeTakeFirst()
        return updated.numUpdatedRows > 0n ? 'changed' : 'notFound'
      })
    },

    /** Disables (its sessions end at once) or enables an account. */
    async setDisabled(id: number, disabled: boolean, now: Date): Promise<AccountChange> {
      return db.transaction().execute(async (trx) => {
        if (disabled && (await isLastOwner(trx, id))) return 'lastOwner'
        const updated = await trx
          .updateTable('admin_users')
          .set({ disabled_at: disabled ? now.toISOString() : null })
          .where('id', '=', id)
          .executeTakeFirst()
        if (updated.numUpdatedRows === 0n) return 'notFound'
        if (disabled) await trx.deleteFrom('admin_sessions').where('user_id', '=', id).execute()
        return 'changed'
      })
    },
  }
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>
