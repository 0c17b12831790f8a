import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Where a publish's build lives, under DATA_DIR/builds/<build id>/:
 * - locales/   the snapshot of the working copy it was built from;
 * - dist/      the build's output: dist/client (served) and dist/locales (what it shows);
 * - build.json who made it: the code's fingerprint, so another version of the code rebuilds it.
 */
export interface BuildFolder {
  buildId: string
  root: string
  locales: string
  outDir: string
  info: string
}

export const buildsDirOf = (dataDir: string) => path.join(dataDir, 'builds')

export function buildFolder(buildsDir: string, buildId: string): BuildFolder {
  const root = path.join(buildsDir, buildId)
  return {
    buildId,
    root,
    locales: path.join(root, 'locales'),
    outDir: path.join(root, 'dist'),
    info: path.join(root, 'build.json'),
  }
}

/** A folder name that sorts by time: '20261123-221530-3fa9c1'. */
export function newBuildId(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
  return `${stamp}-${randomBytes(3).toString('hex')}`
}

export interface BuildInfo {
  fingerprint: string
  lastChangeId: number | null
  builtAt: string
}

export function writeBuildInfo(folder: BuildFolder, info: BuildInfo) {
  writeFileSync(folder.info, `${JSON.stringify(info, null, 2)}\n`)
}

/** A build this code can serve: complete (build.json is written last) and made by this code. */
export function isUsableBuild(folder: BuildFolder, fingerprint: string): boolean {
  if (!existsSync(folder.info) || !existsSync(path.join(folder.outDir, 'client', 'index.html'))) return false
  try {
    return (JSON.parse(readFileSync(folder.info, 'utf8')) as BuildInfo).fingerprint === fingerprint
  } catch {
    return false
  }
}
