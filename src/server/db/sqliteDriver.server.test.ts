import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { sqlitePackageFor } from './sqliteDriver.server.ts'

// Prepares statements in a burst every few milliseconds, as a busy server does, so that idle
// garbage collections free them between turns.
const churn = `
const SQLite = require(process.argv[1])
const database = new SQLite(':memory:')
let prepared = 0
const timer = setInterval(() => { for (let i = 0; i < 2000; i++) database.prepare('select ' + prepared++).get() }, 5)
setTimeout(() => { clearInterval(timer); database.close(); console.log(prepared) }, 3000)
`

describe('the SQLite driver', () => {
  it('is better-sqlite3 12 on Node 20 and 13 from Node 22 on', () => {
    expect(sqlitePackageFor('20.19.0')).toBe('better-sqlite3')
    expect(sqlitePackageFor('22.18.0')).toBe('better-sqlite3-napi')
    expect(sqlitePackageFor('24.21.0')).toBe('better-sqlite3-napi')
    expect(sqlitePackageFor('26.10.0')).toBe('better-sqlite3-napi')
  })

  // better-sqlite3 12 on Node 24.19+ aborts the process (SIGABRT) when an idle garbage
  // collection frees a statement. A separate process, so an abort fails this test instead of
  // ending the run; CI runs the unit tests on Node 24 too.
  it('keeps a process alive through thousands of short-lived statements', () => {
    const driver = sqlitePackageFor(process.versions.node)
    const result = spawnSync(process.execPath, ['-e', churn, driver], { encoding: 'utf8' })
    expect(result.signal).toBeNull()
    expect(result.status).toBe(0)
    expect(Number(result.stdout)).toBeGreaterThan(10_000)
  })
})
