import { type Kysely, PostgresAdapter } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

/** Which database a Kysely instance talks to, for the few statements the two spell differently. */
export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
