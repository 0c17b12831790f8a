// Starts the real production server (src/server/main.server.ts) as a child process on a free port, for
// tests that need to kill it the hard way. One node process: SIGKILL reaches the server itself.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { e2eDatabaseUrl } from './e2eServer.ts'

export interface ServerProcess {
  origin: string
  child: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<number | null>
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const origin = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${output}\n${stderr}`)))
  })
  return { origin, child, exited }
}

export interface ServerDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL, for startServerProcess. */
  env: { DATA_DIR: string; DATABASE_URL: string }
  drop(): Promise<void>
}

/**
 * A database for a server of the test's own, of the kind the e2e server uses: a fresh SQLite file
 * in a temporary DATA_DIR, or with E2E_DATABASE_URL the e2e server's PostgreSQL schema (made anew
 * for each run, dropped after it).
 */
export async function serverDatabase(name: string): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`))
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: e2eDatabaseUrl ?? '' },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
