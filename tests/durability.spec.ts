// Every contact message the server acknowledged survives the process being killed mid-burst
// (SQLite, WAL, synchronous=FULL: decision 0006). No browser: HTTP straight to the server.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { createFormTokens } from '#server/contact/formToken.server.ts'
import { startServerProcess } from './support/serverProcess.ts'

const secret = 'durability-test-secret'
const tokens = createFormTokens(secret, 3000)

function submission(index: number) {
  return {
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    phone: '',
    message: `Message number ${index}: we would like a quote for a website.`,
    locale: 'en',
    page: '/contact',
    idempotencyKey: crypto.randomUUID(),
    // Issued a minute ago: a person had time to type.
    formToken: tokens.issue(Date.now() - 60_000),
    website: '',
  }
}

test('every acknowledged message is stored exactly once after the server is killed mid-burst', async () => {
  test.setTimeout(120_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'durability-'))
  const env = { DATA_DIR: dataDir, FORM_TOKEN_SECRET: secret, CONTACT_RATE_LIMIT_MAX: '0' }
  try {
    const first = await startServerProcess(env)
    const acknowledged = new Map<string, number>()
    const total = 240
    const killAfter = 80
    let next = 0
    let killed = false

    async function client() {
      while (next < total) {
        const body = submission(next++)
        try {
          const response = await fetch(`${first.origin}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
          if (response.status === 201) acknowledged.set(body.idempotencyKey, (await response.json()).id)
        } catch {
          // The connection died with the server: this message was never acknowledged.
        }
        if (!killed && acknowledged.size >= killAfter) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, client))
    await first.exited
    expect(killed).toBe(true)
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter)
    // The burst was really cut short: some requests never got an answer.
    expect(acknowledged.size).toBeLessThan(total)

    const second = await startServerProcess(env)
    try {
      const database = new SQLite(path.join(dataDir, 'site.sqlite'), { readonly: true })
      try {
        const count = database.prepare('select count(*) as count, min(id) as id from leads where idempotency_key = ?')
        for (const [key, id] of acknowledged) {
          expect(count.get(key), key).toEqual({ count: 1, id })
        }
        const notifications = database.prepare(
          'select count(*) as count from outbox join leads on leads.id = outbox.lead_id where leads.idempotency_key = ?',
        )
        for (const key of acknowledged.keys()) {
          expect(notifications.get(key), key).toEqual({ count: 1 })
        }
      } finally {
        database.close()
      }
      // The restarted server answers a retry of an acknowledged message with the same lead.
      const [key, id] = [...acknowledged][0] ?? []
      const retry = await fetch(`${second.origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...submission(0), idempotencyKey: key }),
      })
      expect(retry.status).toBe(201)
      expect((await retry.json()).id).toBe(id)
    } finally {
      second.child.kill('SIGTERM')
      await second.exited
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
