// `npm run bench:startup`: how long the production server takes to answer its first request and
// how much memory it holds once it has served a few pages, on the Node that runs this script:
// through tsx (what Node 20 needs) and, on a Node that strips types itself (22.18+, 24+), without
// it. Run it under each Node you deploy on. Needs a build.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const runs = Number(process.env.BENCH_RUNS || 5)
const port = Number(process.env.BENCH_PORT || 4320)
const origin = `http://127.0.0.1:${port}`
const entry = 'scripts/serve.js'

if (!existsSync('dist/client/index.html')) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

interface Variant {
  name: string
  args: string[]
}

const node = `Node ${process.versions.node}`
const variants: Variant[] = [{ name: `${node}, tsx`, args: ['--import', 'tsx', entry] }]
// @types/node 20 does not know the flag Node 22.10+ sets.
const stripsTypes = Boolean((process.features as { typescript?: string }).typescript)
if (stripsTypes) variants.push({ name: `${node}, type stripping`, args: [entry] })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Kilobytes of resident memory of a process, from /proc (Linux). */
function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
}

/** Whether something already answers on the port: its answers would be timed instead. */
async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${origin}/healthz`)
    return true
  } catch {
    return false
  }
}

async function measure(variant: Variant): Promise<{ startMs: number; rssMb: number }> {
  if (await portAnswers()) throw new Error(`${origin} already answers: stop that server or set BENCH_PORT`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-startup-'))
  const started = performance.now()
  const server = spawn(process.execPath, variant.args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    let startMs = Number.NaN
    for (let attempt = 0; attempt < 600; attempt++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) {
          startMs = performance.now() - started
          break
        }
      } catch {
        await sleep(10)
      }
    }
    if (Number.isNaN(startMs)) throw new Error(`${variant.name}: the server did not start`)
    // Memory once it has served what a visitor asks for first (pages, the contact form).
    for (const page of ['/', '/ar/services', '/ur/about', '/contact', '/blog'])
      await (await fetch(`${origin}${page}`)).text()
    await sleep(500)
    return { startMs, rssMb: residentKb(server.pid as number) / 1024 }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

console.log(`Server start-up to its first answer, and resident memory after 5 pages; median of ${runs} runs\n`)
console.log(`${'how it runs'.padEnd(36)} start ms   RSS MB`)
for (const variant of variants) {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await measure(variant))
  const start = median(results.map((result) => result.startMs))
  const rss = median(results.map((result) => result.rssMb))
  console.log(`${variant.name.padEnd(36)} ${start.toFixed(0).padStart(8)} ${rss.toFixed(1).padStart(8)}`)
}
