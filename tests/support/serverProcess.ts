// Starts the real production server (src/server/main.server.ts) as a child process on a free port, for
// tests that need to kill it the hard way. One node process: SIGKILL reaches the server itself.
import { type ChildProcess, spawn } from 'node:child_process'

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
