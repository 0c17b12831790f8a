import type { Kysely } from 'kysely'
import type { Database } from '../db/types.server.ts'
import { createAdminRepository } from './adminRepository.server.ts'
import { hashPassword, passwordProblem } from './passwords.server.ts'

export type AccountOutcome = 'created' | 'exists'

/**
 * Creates a staff account unless one with this address exists (an existing password is never
 * replaced). Refuses a password under 12 characters: no account ever has a weak or default one.
 */
export async function ensureAdminUser(db: Kysely<Database>, email: string, password: string): Promise<AccountOutcome> {
  const address = email.trim().toLowerCase()
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) throw new Error(`"${email}" is not an email address`)
  const problem = passwordProblem(password)
  if (problem) throw new Error(problem)
  const repository = createAdminRepository(db)
  if (await repository.findUserByEmail(address)) return 'exists'
  return (await repository.createUserIfAbsent(address, await hashPassword(password))) ? 'created' : 'exists'
}
