// Where the production server under test keeps its state: a throwaway folder per port, made anew
// before each run (tests/support/prepareE2eServer.ts), with a copy of locales/ that the admin
// preview tests edit without touching the checkout, and the articles of tests/fixtures/locales
// (a draft) added to that copy.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { postgresSchemaUrl } from './postgresSchema.ts'

export const e2ePort = Number(process.env.E2E_PORT || 4310)
export const e2eDataDir = path.join(tmpdir(), `agency-e2e-data-${e2ePort}`)
export const e2eLocalesDir = path.join(e2eDataDir, 'locales')
export const e2eFixtureLocalesDir = path.resolve('tests/fixtures/locales')
export const e2eAdmin = { email: 'staff@example.com', password: 'correct horse battery staple' }
/** A translator's account, made before the server starts (prepareE2eServer.ts), as `npm run admin` would. */
export const e2eTranslator = { email: 'translator@example.com', password: 'a translator only types this' }

/**
 * E2E_DATABASE_URL (a postgres:// URL) moves the server's data from SQLite in e2eDataDir to a
 * schema of its own in that database, one per port, dropped and made anew before each run.
 */
export const e2ePostgresUrl = process.env.E2E_DATABASE_URL || undefined
export const e2ePostgresSchema = `e2e_${e2ePort}`
export const e2eDatabaseUrl = e2ePostgresUrl ? postgresSchemaUrl(e2ePostgresUrl, e2ePostgresSchema) : undefined
