import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { locales } from './locales.ts'
import { localesDir } from './localesDir.server.ts'
import type { AllResources, LocaleResources } from './resources.ts'

/**
 * Reads locales/<lng>/<namespace>.json as they are on disk now (not as bundled at build time):
 * by default from LOCALES_DIR, so the preview, the contact messages, the feeds and the scripts
 * all read the same folder. A file that is not valid JSON fails with its path.
 */
export function loadLocaleFiles(dir: string = localesDir()): AllResources {
  const resources = {} as AllResources
  for (const locale of locales) {
    const folder = path.join(dir, locale)
    const namespaces: LocaleResources = {}
    if (existsSync(folder)) {
      // Dot files (.translated-from.json, the translators' fingerprints) are not namespaces; the
      // bundle's glob (resources.ts) skips them too, as Vite's globs leave dot files out.
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json') && !name.startsWith('.'))) {
        const full = path.join(folder, file)
        try {
          namespaces[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(full, 'utf8'))
        } catch (error) {
          throw new Error(`${full} is not valid JSON: ${(error as Error).message}`)
        }
      }
    }
    resources[locale] = namespaces
  }
  return resources
}
