import type { Kysely } from 'kysely'
import type { Role } from '#features/admin/roles.ts'
import type { Database } from '../db/types.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { hashPassword, passwordProblem } from './passwords.server.ts'

export type AccountOutcome = 'created' | 'exists'

/**
 * Creates an account with this role unless one with this address exists (an existing password or
 * role is never replaced). Refuses a password under 12 characters: no account ever has a weak or
 * default one. The ADMIN_EMAIL account is an owner, the default.
 */
export async function ensureAdminUser(
  db: Kysely<Database>,
  email: string,
  password: string,
  role: Role = 'owner',
): Promise<AccountOutcome> {
  const address = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new Error(`"${email}" is not an email address`)
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)
  const repository = createAdminRepository(db)
  if (await repository.findUserByEmail(address)) return 'exists'
  return (await repository.createUserIfAbsent(address, await hashPassword(password), new Date(), role))
    ? 'created'
    : 'exists'
}
