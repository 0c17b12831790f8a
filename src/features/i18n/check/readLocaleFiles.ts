import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type Locale, locales } from '../locales.ts'
import type { Resources } from './checkTranslations.ts'

/** Reads locales/<lng>/<namespace>.json from disk, as they are now (not as bundled). */
export function readLocaleFiles(localesDir: string): Resources {
  const resources: Resources = {}
  for (const locale of locales as readonly Locale[]) {
    const dir = path.join(localesDir, locale)
    const namespaces: Record<string, unknown> = {}
    if (existsSync(dir)) {
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const full = path.join(dir, file)
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
