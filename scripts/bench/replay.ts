// npm run bench:replay -- /ur/contact 'drop:favicon' 'size:/ur/contact$=14000' ...
//
// Loads one page once in Lighthouse (mobile preset, simulated slow 4G), then replays Lantern's
// FCP and LCP estimates on that recorded load as it was and with each change given: `drop:<regex>`
// leaves out the requests whose URL matches, `size:<regex>=<bytes>` makes them that many bytes.
// A change is replayed on the same recording, so the figures compare without the machine's noise:
// "would one request fewer beside the Nastaliq bring the Urdu article's LCP a round trip sooner?"
// (docs/decisions/0013-first-round-trip.md). Several changes in one argument: 'drop:a;size:b=1'.
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
import { defaultSettings } from 'lighthouse/core/config/constants.js'
import { runLighthouse } from './lighthouse.ts'
import { startBenchServer } from './server.ts'

interface DevtoolsEvent {
  method: string
  params: { requestId?: string; request?: { url: string }; encodedDataLength?: number }
}

const [urlPath, ...variants] = process.argv.slice(2).filter((arg) => arg !== '--')
if (!urlPath?.startsWith('/'))
  throw new Error('usage: npm run bench:replay -- /path [drop:<regex>] [size:<regex>=<bytes>]')

const { origin, stop } = await startBenchServer()
try {
  const result = await runLighthouse(`${origin}${urlPath}`, ['performance'])
  const { Trace: trace, DevtoolsLog: log } = result.artifacts as unknown as {
    Trace: unknown
    DevtoolsLog: DevtoolsEvent[]
  }
  console.log(`${urlPath}: Lighthouse ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}\n`)
  for (const variant of ['', ...variants]) {
    const { fcp, lcp } = await replay(trace, edit(log, variant))
    console.log(
      `${(variant || 'as recorded').padEnd(50)} FCP ${fcp.toFixed(0).padStart(5)} ms   LCP ${lcp.toFixed(0).padStart(5)} ms`,
    )
  }
} finally {
  stop()
}

/** The DevTools log with the variant's requests left out or resized. */
function edit(log: DevtoolsEvent[], variant: string): DevtoolsEvent[] {
  const urls = new Map(
    log.filter((e) => e.params.request).map((e) => [e.params.requestId, e.params.request?.url ?? '']),
  )
  let edited = structuredClone(log)
  for (const change of variant.split(';').filter(Boolean)) {
    const [kind, rest = ''] = change.split(/:(.*)/s)
    const [pattern = '', bytes] = kind === 'size' ? rest.split(/=(?=\d+$)/) : [rest]
    const urlPattern = new RegExp(pattern)
    const matches = (e: DevtoolsEvent) => urlPattern.test(urls.get(e.params.requestId) ?? '')
    if (kind === 'drop') edited = edited.filter((e) => !e.params.requestId || !matches(e))
    else if (kind === 'size')
      for (const e of edited.filter(matches)) {
        if (e.method === 'Network.loadingFinished') e.params.encodedDataLength = Number(bytes)
        if (e.method === 'Network.dataReceived') e.params.encodedDataLength = 0
      }
    else throw new Error(`not a change: ${change} (drop:<regex> or size:<regex>=<bytes>)`)
  }
  return edited
}

async function replay(trace: unknown, devtoolsLog: DevtoolsEvent[]): Promise<{ fcp: number; lcp: number }> {
  const settings = { ...defaultSettings, throttlingMethod: 'simulate' as const }
  const document = devtoolsLog.find((e) => e.method === 'Network.requestWillBeSent')?.params.request?.url ?? ''
  const data = {
    trace,
    devtoolsLog,
    settings,
    gatherContext: { gatherMode: 'navigation' },
    simulator: null,
    URL: { requestedUrl: document, mainDocumentUrl: document, finalDisplayedUrl: document },
    SourceMaps: [],
  }
  const context = { computedCache: new Map(), settings }
  const fcp = await LanternFirstContentfulPaint.request(data as never, context as never)
  const lcp = await LanternLargestContentfulPaint.request(data as never, context as never)
  return { fcp: fcp.timing, lcp: lcp.timing }
}
