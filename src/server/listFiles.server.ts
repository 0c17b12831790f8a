import { readdirSync } from 'node:fs'
import path from 'node:path'

/** Every file below a folder, as paths relative to it with forward slashes. */
export function listFiles(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name
    return entry.isDirectory() ? listFiles(dir, child) : [child]
  })
}
