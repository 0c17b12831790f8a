// The production server on BENCH_PORT (default 4320) with a throwaway database, for the page
// benchmarks: the bench never writes into the checkout's ./data.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export async function startBenchServer(): Promise<{ origin: string; stop: () => void }> {
  const port = Number(process.env.BENCH_PORT || 4320)
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
    },
    stdio: 'inherit',
  })
  const stop = () => server.kill()
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop }
      } catch {
        if (attempt > 100) throw new Error('the server did not start')
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
  } catch (error) {
    stop()
    throw error
  }
}
