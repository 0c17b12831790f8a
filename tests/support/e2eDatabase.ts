// The e2e server's own database, SQLite or PostgreSQL, through the product's repositories: for
// the one state a test cannot reach over HTTP (a session's last activity half an hour ago).
import { type AdminRepository, createAdminRepository } from '#server/admin/adminRepository.server.ts'
import { openDatabase } from '#server/db/openDatabase.server.ts'
import { e2eDatabaseUrl, e2eDataDir } from './e2eServer.ts'

export async function withE2eAdminRepository<T>(run: (repository: AdminRepository) => Promise<T>): Promise<T> {
  const { db } = await openDatabase({ dataDir: e2eDataDir, databaseUrl: e2eDatabaseUrl })
  try {
    return await run(createAdminRepository(db))
  } finally {
    await db.destroy()
  }
}
