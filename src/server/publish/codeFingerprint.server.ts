import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { listFiles } from '../listFiles.server.ts'

// Everything a build is made from except the translations: the dependencies, the build's
// configuration and the code that renders the pages. Tests are left out: they change no page.
const folders = ['src', 'pages', 'renderer', 'public', 'scripts']
const files = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']
const testFile = /\.test\.tsx?$/

/**
 * A hash of the code that builds the site. A build made by other code (an older deploy) is not
 * served as it is: it is rebuilt from the same translations with this code.
 */
export function codeFingerprint(root: string = process.cwd()): string {
  const hash = createHash('sha256')
  const add = (relative: string) => {
    hash
      .update(relative)
      .update('\0')
      .update(readFileSync(path.join(root, relative)))
      .update('\0')
  }
  for (const file of files) if (existsSync(path.join(root, file))) add(file)
  for (const folder of folders) {
    if (!existsSync(path.join(root, folder))) continue
    for (const file of listFiles(path.join(root, folder)).sort()) {
      if (!testFile.test(file)) add(path.join(folder, file))
    }
  }
  return hash.digest('hex').slice(0, 32)
}
