// npm run bench:contact — autocannon against POST /api/contact, on SQLite and (when
// TEST_DATABASE_URL or DATABASE_URL names one) PostgreSQL, in a throwaway database or schema.
// Every request carries a new idempotency key and a valid time token, so each one stores a lead
// and queues its notification. The rate limit is off; SMTP_URL is unset (mail waits).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { createFormTokens } from '#server/contact/formToken.server.ts'

const connections = Number(process.env.BENCH_CONNECTIONS || 32)
const duration = Number(process.env.BENCH_SECONDS || 10)
const secret = randomBytes(16).toString('hex')
const tokens = createFormTokens(secret, 3000)

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/contactServer.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      FORM_TOKEN_SECRET: secret,
      CONTACT_RATE_LIMIT_MAX: '0',
      CONTACT_RATE_LIMIT_POSTS_MAX: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString())
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
  })
  return { origin, child }
}

function body() {
  return JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '+44 20 7946 0958',
    message: 'A benchmark message long enough to pass the schema.',
    locale: 'en',
    page: '/contact',
    idempotencyKey: crypto.randomUUID(),
    formToken: tokens.issue(Date.now() - 60_000),
    website: '',
  })
}

async function bench(name: string, env: Record<string, string>) {
  const { origin, child } = await startServer(env)
  try {
    const result = await autocannon({
      url: `${origin}/api/contact`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: body() }),
        },
      ],
    })
    const created = result['2xx']
    console.log(
      `${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `(${created} leads stored, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${connections} connections, ${duration} s)`,
    )
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

console.log(`POST /api/contact, ${connections} concurrent clients, ${duration} s per database`)

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-contact-'))
try {
  await bench('SQLite', { DATA_DIR: dataDir })
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
if (postgresUrl && /^postgres(ql)?:\/\//.test(postgresUrl)) {
  // A schema of its own: benchmark leads never mix with real ones, and are dropped afterwards.
  const schema = `bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const scoped = new URL(postgresUrl)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'bench-contact-pg-'))
  try {
    await bench('PostgreSQL', { DATABASE_URL: scoped.toString(), DATA_DIR: pgDataDir })
  } finally {
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
    rmSync(pgDataDir, { recursive: true, force: true })
  }
} else {
  console.log('PostgreSQL   skipped: TEST_DATABASE_URL (or DATABASE_URL) not set')
}
