// npm run bench:abuse — bounded, loopback-only abuse scenarios against the production app, built
// in this process (so the hashes it computes can be counted) on a throwaway SQLite database:
//   1. concurrent wrong passwords against one account (production scrypt cost): hashes computed;
//   2. /healthz and /about p99 while 50 connections hammer refused contact posts;
//   3. /healthz and /about p99 while another connection holds the database's write lock and
//      sign-ins (which write) wait for it.
// Memory (RSS) before and after. Stops by itself; the client shares the event loop with the
// server, so the latencies are an upper bound.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { passwordHashing } from '#server/admin/passwords.server.ts'
import { buildApp } from '#server/app.server.ts'
import { readConfig } from '#server/config.server.ts'
import { SQLite } from '#server/db/sqliteDriver.server.ts'

const seconds = Number(process.env.BENCH_SECONDS || 5)
const attackers = Number(process.env.BENCH_PASSWORDS || 25)
const mb = () => `${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`

const clientDir = mkdtempSync(path.join(tmpdir(), 'abuse-site-'))
const dataDir = mkdtempSync(path.join(tmpdir(), 'abuse-data-'))
mkdirSync(path.join(clientDir, 'ar'))
for (const [file, html] of [
  ['index.html', 'home'],
  ['about.html', 'about'],
  ['404.html', 'missing'],
  ['ar/404.html', 'missing'],
]) {
  writeFileSync(path.join(clientDir, file ?? ''), `<html lang="en">${html}</html>`)
}

const owner = { email: 'owner@example.com', password: 'a long enough password' }
const config = {
  ...readConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password }),
  port: 0,
  host: '127.0.0.1',
  siteUrl: 'http://localhost:3000',
  clientDir,
}
// The admin pages' renderer is stubbed (no build needed): it answers with the view as JSON.
const app = await buildApp(
  config,
  { logger: false },
  { renderOnRequest: async ({ adminView }) => ({ statusCode: 200, body: JSON.stringify(adminView ?? {}) }) },
)
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
if (!address || typeof address === 'string') throw new Error('no port')
const origin = `http://127.0.0.1:${address.port}`

/** p99 of GET /healthz and /about while `load` runs. */
async function latencies(load: () => Promise<unknown>) {
  const probe = (url: string) => autocannon({ url: `${origin}${url}`, connections: 2, duration: seconds })
  const [health, about] = await Promise.all([probe('/healthz'), probe('/about'), load()])
  return `/healthz p99 ${health.latency.p99} ms (max ${health.latency.max}), /about p99 ${about.latency.p99} ms (max ${about.latency.max})`
}

async function wrongPassword() {
  const form = await fetch(`${origin}/admin/login`)
  const cookie = form.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const token = /"csrfToken":"([^"]+)"/.exec(await form.text())
  return fetch(`${origin}/admin/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: 'not the password', _csrf: token?.[1] ?? '' }),
  })
}

try {
  console.log(`memory before: ${mb()}`)

  const before = passwordHashing.computed
  const started = performance.now()
  const statuses = await Promise.all(Array.from({ length: attackers }, () => wrongPassword()))
  const counts = new Map<number, number>()
  for (const response of statuses) counts.set(response.status, (counts.get(response.status) ?? 0) + 1)
  console.log(
    `${attackers} concurrent wrong passwords: ${passwordHashing.computed - before} hashes computed ` +
      `(throttle 5), answers ${JSON.stringify(Object.fromEntries(counts))}, ${(performance.now() - started).toFixed(0)} ms`,
  )
  console.log(`memory after the passwords: ${mb()}`)

  const hammer = () =>
    autocannon({
      url: `${origin}/api/contact`,
      connections: 50,
      duration: seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '', email: 'not an address' }),
    })
  console.log(`50 connections of refused contact posts: ${await latencies(hammer)}`)

  const locker = new SQLite(path.join(dataDir, 'site.sqlite'))
  locker.exec('BEGIN EXCLUSIVE')
  const release = setTimeout(() => locker.exec('COMMIT'), (seconds * 1000) / 2)
  const signIns = () => Promise.all(Array.from({ length: 5 }, () => wrongPassword().catch(() => undefined)))
  console.log(`database locked for ${seconds / 2} s, sign-ins waiting: ${await latencies(signIns)}`)
  clearTimeout(release)
  if (locker.inTransaction) locker.exec('COMMIT')
  locker.close()

  console.log(`memory after: ${mb()}`)
} finally {
  await app.close()
  rmSync(clientDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
}
