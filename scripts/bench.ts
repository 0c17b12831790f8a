// `npm run bench`: what each public page costs a visitor, and Lighthouse mobile on every one of them
// (78: each route, article and case study in en, ar and ur). Figures only; the byte budgets that fail a build
// are checked by `npm run budgets` (src/tooling/budgets.ts), because bytes do not flake and scores do.
//
//   npm run bench                          every public page, 3 runs each
//   npm run bench -- /ar/privacy /contact  only these pages
//   BENCH_RUNS=5 BENCH_PORT=4445 npm run bench
//
// Each page is audited BENCH_RUNS times (3), each run in a fresh browser, and each figure is the
// median of its runs. A page whose median falls under 100 in any category is audited again at the
// end, alone, and both figures are printed: on a busy machine the first is often the machine's.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pageWeights } from '#tooling/pageWeights.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { startBenchServer } from './bench/server.ts'

const clientDir = path.resolve('dist/client')
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3))

if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

const weights = pageWeights(clientDir)
const publicPages = weights.filter((weight) => weight.indexable).map((weight) => weight.urlPath)
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const unknown = asked.filter((urlPath) => !weights.some((weight) => weight.urlPath === urlPath))
if (unknown.length > 0) {
  console.error(`Not a prerendered page: ${unknown.join(', ')}`)
  process.exit(1)
}
const pages = asked.length > 0 ? asked : publicPages

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)
console.log('Bytes each page ships, brotli (fonts are woff2, already compressed)\n')
console.log(`${'page'.padEnd(42)} HTML KB   CSS KB    JS KB  lazy JS  fonts KB`)
for (const { urlPath, html, css, js, lazyJs, fonts } of weights.filter((w) => pages.includes(w.urlPath))) {
  console.log(`${urlPath.padEnd(40)} ${kb(html)}  ${kb(css)}  ${kb(js)}  ${kb(lazyJs)}  ${kb(fonts)}`)
}

interface Audit {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcp: number
  tbt: number
  cls: number
  /** Bytes over the wire during the run, as Lighthouse recorded them. */
  jsBytes: number
  fontBytes: number
}
const categories = ['performance', 'accessibility', 'bestPractices', 'seo'] as const
const fields = [...categories, 'lcp', 'tbt', 'cls', 'jsBytes', 'fontBytes'] as const

const { origin, stop } = await startBenchServer()
try {
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile (simulated slow 4G, 4x CPU slowdown), median of ${runs} runs\n`,
  )
  const header = `${'page'.padEnd(42)} perf  a11y  best   seo   LCP ms  TBT ms    CLS    JS KB  fonts KB`
  console.log(header)
  const results = new Map<string, Audit>()
  for (const urlPath of pages) {
    const median = await auditPage(urlPath)
    results.set(urlPath, median)
    console.log(row(urlPath, median))
  }

  // Pages under 100 anywhere, audited again now that nothing else of ours is running.
  const rerun = new Map<string, Audit>()
  const under = [...results].filter(([, audit]) => categories.some((category) => audit[category] < 1))
  if (under.length > 0) {
    console.log(`\nUnder 100: ${under.length} page(s), audited again (quiet re-run)\n`)
    console.log(header)
    for (const [urlPath, first] of under) {
      const again = await auditPage(urlPath)
      rerun.set(urlPath, again)
      console.log(row(urlPath, first))
      console.log(row('  re-run', again))
    }
  }

  console.log('\nLowest score and highest figure of each column, and the page it belongs to\n')
  for (const field of fields) {
    const all = [...results]
    const worst = all.reduce((a, b) => (isWorse(field, b[1][field], a[1][field]) ? b : a))
    console.log(`${field.padEnd(14)} ${format(field, worst[1][field]).trim().padStart(8)}  ${worst[0]}`)
  }

  mkdirSync('bench-results', { recursive: true })
  writeFileSync(
    'bench-results/bench.json',
    JSON.stringify(
      {
        runs,
        weights: weights.filter((w) => pages.includes(w.urlPath)),
        lighthouse: Object.fromEntries(results),
        rerun: Object.fromEntries(rerun),
      },
      null,
      2,
    ),
  )
} finally {
  stop()
}

function isWorse(field: (typeof fields)[number], value: number, than: number): boolean {
  return (categories as readonly string[]).includes(field) ? value < than : value > than
}

function format(field: (typeof fields)[number], value: number): string {
  if ((categories as readonly string[]).includes(field)) return String(Math.round(value * 100)).padStart(5)
  if (field === 'cls') return value.toFixed(3).padStart(6)
  if (field === 'jsBytes' || field === 'fontBytes') return kb(value)
  return value.toFixed(0).padStart(7)
}

function row(label: string, audit: Audit): string {
  return `${label.padEnd(41)}${fields.map((field) => format(field, audit[field])).join(' ')}`
}

async function auditPage(urlPath: string): Promise<Audit> {
  const audits: Audit[] = []
  for (let run = 0; run < runs; run++) audits.push(await auditOrRetry(`${origin}${urlPath}`))
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return sorted[Math.floor((sorted.length - 1) / 2)] as number
  }
  return Object.fromEntries(fields.map((field) => [field, median(audits.map((a) => a[field]))])) as unknown as Audit
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version
}

/**
 * A run Lighthouse could not finish (a busy machine times a page out) is no score of 0: it is run
 * again, twice at most, and said so.
 */
async function auditOrRetry(url: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url)
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`  ${url}: ${(error as Error).message}; running it again`)
    }
  }
}

async function audit(url: string): Promise<Audit> {
  const result = await runLighthouse(url, ['performance', 'accessibility', 'best-practices', 'seo'])
  const { categories: scores, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse failed: ${runtimeError.code}`)
  const unscored = Object.entries(scores).filter(([, category]) => category.score === null)
  if (unscored.length > 0) throw new Error(`Lighthouse could not score ${unscored.map(([id]) => id).join(', ')}`)
  const summary = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items
  const transferred = (type: string) => summary?.find((item) => item.resourceType === type)?.transferSize ?? 0
  return {
    performance: scores.performance?.score ?? 0,
    accessibility: scores.accessibility?.score ?? 0,
    bestPractices: scores['best-practices']?.score ?? 0,
    seo: scores.seo?.score ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    jsBytes: transferred('script'),
    fontBytes: transferred('font'),
  }
}
