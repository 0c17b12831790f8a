// Playwright's global teardown: on PostgreSQL, the e2e server's schema goes with the run, so it
// is not left in a database that unit tests (src/server/db/testDatabases.ts) use next.
import { e2ePostgresSchema, e2ePostgresUrl } from './e2eServer.ts'
import { dropPostgresSchema } from './postgresSchema.ts'

export default async function dropE2eSchema(): Promise<void> {
  if (e2ePostgresUrl) await dropPostgresSchema(e2ePostgresUrl, e2ePostgresSchema)
}
