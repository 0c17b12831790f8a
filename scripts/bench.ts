// `npm run bench`: what each prerendered page costs a visitor, and Lighthouse mobile scores for
// Home in the three locales. Figures only; nothing here fails a build (see README).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, chromiumPath } from '#tooling/chromium.ts'
import { pageWeights } from './bench/pageWeights.ts'

const clientDir = path.resolve('dist/client')
const port = Number(process.env.BENCH_PORT || 4320)
const origin = `http://127.0.0.1:${port}`

if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

// Home in each language, the heaviest page (150 tool links), the one page that hydrates React (the
// contact form) and a long Nastaliq article.
const lighthousePages = ['/', '/ar', '/ur', '/products', '/ar/contact', '/ur/blog/seo-best-practices-2025']

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)
console.log('Bytes each page ships, brotli (fonts are woff2, already compressed)\n')
console.log(`${'page'.padEnd(42)} HTML KB   CSS KB    JS KB  fonts KB`)
const weights = pageWeights(clientDir)
for (const { urlPath, html, css, js, fonts } of weights) {
  console.log(`${urlPath.padEnd(40)} ${kb(html)}  ${kb(css)}  ${kb(js)}  ${kb(fonts)}`)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.server.ts'], {
  // A throwaway database: the bench never writes into the checkout's ./data.
  env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')) },
  stdio: 'inherit',
})
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break
    } catch {
      if (attempt > 100) throw new Error('the server did not start')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown), median of 3 runs\n')
  console.log(`${'page'.padEnd(36)} perf  a11y  best   seo    LCP ms   TBT ms     CLS`)
  const results: Record<string, unknown> = {}
  for (const urlPath of lighthousePages) {
    const runs = []
    for (let run = 0; run < 3; run++) runs.push(await audit(`${origin}${urlPath}`))
    runs.sort((a, b) => a.performance - b.performance)
    const median = runs[1] as Awaited<ReturnType<typeof audit>>
    results[urlPath] = median
    const s = (score: number) => String(Math.round(score * 100)).padStart(5)
    console.log(
      `${urlPath.padEnd(35)} ${s(median.performance)} ${s(median.accessibility)} ${s(median.bestPractices)} ${s(median.seo)}` +
        `  ${median.lcp.toFixed(0).padStart(8)} ${median.tbt.toFixed(0).padStart(8)} ${median.cls.toFixed(3).padStart(7)}`,
    )
  }
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/bench.json', JSON.stringify({ weights, lighthouse: results }, null, 2))
} finally {
  server.kill()
}

async function audit(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    return {
      performance: categories.performance?.score ?? 0,
      accessibility: categories.accessibility?.score ?? 0,
      bestPractices: categories['best-practices']?.score ?? 0,
      seo: categories.seo?.score ?? 0,
      lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: audits['total-blocking-time']?.numericValue ?? 0,
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    }
  } finally {
    chrome.kill()
  }
}
