import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'
import { type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely'

/**
 * Which better-sqlite3 this Node loads. Version 12 derives its statements from node::ObjectWrap,
 * whose destructor aborts the process on Node 24.19+ when a garbage collection outside
 * JavaScript frees one (`Assertion failed: (env) != nullptr`; reproduced here within seconds of
 * statement churn, upstream WiseLibs/better-sqlite3#1515 closed without a fix). Version 13 is
 * free of it but needs Node 22 and crashes on Node 20. So Node 20 gets 12 (compiled at install)
 * and Node 22+ gets 13, installed as `better-sqlite3-napi`, whose N-API binary ships prebuilt.
 */
export function sqlitePackageFor(nodeVersion: string): 'better-sqlite3' | 'better-sqlite3-napi' {
  const major = Number(nodeVersion.split('.')[0])
  return major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3'
}

const require = createRequire(import.meta.url)

/** The better-sqlite3 Database class for the running Node; both versions share one API. */
export const SQLite: typeof BetterSqlite3 = require(sqlitePackageFor(process.versions.node))

/**
 * Kysely's SQLite dialect, except that a failed transaction whose ROLLBACK SQLite already did
 * keeps its own error. On SQLITE_FULL (a full disk), SQLITE_IOERR and the like SQLite may roll
 * the transaction back by itself; Kysely's ROLLBACK then failed with "cannot rollback - no
 * transaction is active", and that error replaced the real one in the logs.
 */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: BetterSqlite3.Database }

  constructor(config: SqliteDialectConfig & { database: BetterSqlite3.Database }) {
    super(config)
    this.#config = config
  }

  override createDriver(): Driver {
    const { database } = this.#config
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (!database.inTransaction) return
        await super.rollbackTransaction(connection)
      }
    })(this.#config)
  }
}
