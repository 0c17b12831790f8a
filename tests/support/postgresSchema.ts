// A PostgreSQL schema of its own for a server under test, so runs on one database server never
// see each other's leads (as src/server/db/testDatabases.ts does for the unit tests).
import pg from 'pg'

/** The URL that makes every connection of the server work in `schema`. */
export function postgresSchemaUrl(url: string, schema: string): string {
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  return scoped.toString()
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** Drops `schema` with everything in it if it exists, and creates it empty. */
export async function recreatePostgresSchema(url: string, schema: string): Promise<void> {
  await run(url, `drop schema if exists ${schema} cascade; create schema ${schema}`)
}

export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  await run(url, `drop schema if exists ${schema} cascade`)
}
