// Run by Playwright before the production server starts: a fresh data folder, a locales copy
// with the test articles added, on PostgreSQL (E2E_DATABASE_URL) an empty schema, and a
// translator's account in that database (the owner comes from ADMIN_EMAIL at start).
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { confirmTranslations } from '#features/translations/confirmTranslations.server.ts'
import { ensureAdminUser } from '#server/admin/ensureAdminUser.server.ts'
import { openDatabase } from '#server/db/openDatabase.server.ts'
import {
  e2eDatabaseUrl,
  e2eDataDir,
  e2eFixtureLocalesDir,
  e2eLocalesDir,
  e2ePostgresSchema,
  e2ePostgresUrl,
  e2eTranslator,
} from './e2eServer.ts'
import { recreatePostgresSchema } from './postgresSchema.ts'

rmSync(e2eDataDir, { recursive: true, force: true })
mkdirSync(e2eDataDir, { recursive: true })
cpSync(path.resolve('locales'), e2eLocalesDir, { recursive: true })
cpSync(e2eFixtureLocalesDir, e2eLocalesDir, { recursive: true })
// The test article is translated: recorded as such, so the to-do lists start empty.
for (const locale of ['ar', 'ur'] as const) confirmTranslations(e2eLocalesDir, locale, 'blog/e2e-draft-article')
if (e2ePostgresUrl) await recreatePostgresSchema(e2ePostgresUrl, e2ePostgresSchema)

const { db } = await openDatabase({ dataDir: e2eDataDir, databaseUrl: e2eDatabaseUrl })
try {
  await ensureAdminUser(db, e2eTranslator.email, e2eTranslator.password, 'translator')
} finally {
  await db.destroy()
}
