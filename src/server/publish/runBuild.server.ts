import { spawn } from 'node:child_process'
import { existsSync, lstatSync, readFileSync, renameSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

/** One build: the locales folder it reads, the folder it writes, and where its output lines go. */
export interface BuildJob {
  localesDir: string
  outDir: string
  onLine: (line: string) => void
  /** Aborted when the server closes: the build stops with it. */
  signal?: AbortSignal
}

/** Builds the public site; rejects with BuildFailed (its output) when the build fails. */
export type BuildCommand = (job: BuildJob) => Promise<void>

export class BuildFailed extends Error {
  /** The build's last lines of output, which name what went wrong. */
  readonly output: string
  constructor(message: string, output: string) {
    super(message)
    this.output = output
  }
}

/** Splits a child's output into lines (progress bars rewrite a line with \r), colours removed. */
function lineSplitter(onLine: (line: string) => void) {
  let rest = ''
  return {
    push(chunk: Buffer) {
      const parts = (rest + chunk.toString('utf8')).split(/\r\n|\n|\r/)
      rest = parts.pop() ?? ''
      for (const part of parts) onLine(stripVTControlCharacters(part))
    },
    end() {
      if (rest) onLine(stripVTControlCharacters(rest))
      rest = ''
    },
  }
}

/**
 * Vike's server-entry plugin records the newest build's server entry in node_modules, where the
 * running server would find it at its next start: put back the deploy's, so the admin and the
 * contact page's re-render always use the deploy's server build (docs/architecture.md).
 */
function keepDeployServerEntry(projectRoot: string): () => void {
  let file: string
  try {
    const runtime = createRequire(path.join(projectRoot, 'package.json')).resolve(
      '@brillout/vite-plugin-server-entry/runtime',
    )
    file = path.join(path.dirname(runtime), 'autoImporter.js')
  } catch {
    return () => {}
  }
  const before = existsSync(file) ? readFileSync(file, 'utf8') : null
  return () => {
    if (before === null || readFileSync(file, 'utf8') === before) return
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, before)
    renameSync(temporary, file)
  }
}

/**
 * The server build a prerender loads imports vike, React and MUI as packages: a build folder
 * outside the project (DATA_DIR elsewhere) finds them through a node_modules link beside it.
 */
function linkNodeModules(projectRoot: string, outDir: string): () => void {
  const relative = path.relative(projectRoot, outDir)
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) return () => {}
  const link = path.join(path.dirname(outDir), 'node_modules')
  if (existsSync(link)) return () => {}
  symlinkSync(path.join(projectRoot, 'node_modules'), link, 'dir')
  return () => {
    if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(link)
  }
}

/** `npm run build` (vike build, then postbuild) with the job's folders: what a developer runs. */
export function npmBuild(projectRoot: string = process.cwd()): BuildCommand {
  return ({ localesDir, outDir, onLine, signal }) =>
    new Promise<void>((resolve, reject) => {
      const restoreEntry = keepDeployServerEntry(projectRoot)
      const unlink = linkNodeModules(projectRoot, outDir)
      const output: string[] = []
      const splitter = lineSplitter((line) => {
        output.push(line)
        if (output.length > 400) output.shift()
        onLine(line)
      })
      const child = spawn('npm', ['run', 'build'], {
        cwd: projectRoot,
        env: { ...process.env, LOCALES_DIR: localesDir, BUILD_OUT_DIR: outDir },
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(signal ? { signal } : {}),
      })
      child.stdout.on('data', splitter.push)
      child.stderr.on('data', splitter.push)
      const finish = (error: Error | null) => {
        splitter.end()
        unlink()
        restoreEntry()
        if (error) reject(new BuildFailed(error.message, output.join('\n')))
        else resolve()
      }
      child.on('error', finish)
      child.on('close', (code, signal) =>
        finish(code === 0 ? null : new Error(`the build stopped with ${signal ?? `exit code ${code}`}`)),
      )
    })
}
