import type { DatabaseConfig } from '../config.server.ts'
import { sharedPlugin } from '../plugin.server.ts'
import { type OpenDatabase, openDatabase } from './openDatabase.server.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's one database (leads, outbox, staff accounts), migrated before any route runs. */
    database: OpenDatabase
  }
}

/**
 * Opens the database at start, migrations included, and closes it when the app closes. Fastify
 * runs onClose hooks last-registered first, so whatever is registered after this plugin (the mail
 * worker's last pass) still has the database while it shuts down.
 */
export const databasePlugin = sharedPlugin(
  async (app, config: DatabaseConfig) => {
    const database = await openDatabase(config)
    app.log.info({ database: database.location }, 'database ready')
    app.decorate('database', database)
    app.addHook('onClose', () => database.db.destroy())
  },
  { name: 'database' },
)
