import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from '#i18n/locales.ts'
import { type Fingerprints, fingerprintFileName } from './fingerprints.ts'

export function fingerprintPath(dir: string, locale: Locale): string {
  return path.join(dir, locale, fingerprintFileName)
}

export function readFingerprints(dir: string, locale: Locale): Fingerprints {
  const file = fingerprintPath(dir, locale)
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Fingerprints
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`)
  }
}

/** Written with sorted ids and one entry per line group, so a confirmation is a small diff. */
export function writeFingerprints(dir: string, locale: Locale, fingerprints: Fingerprints): void {
  const sorted = Object.fromEntries(
    Object.entries(fingerprints)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, { hash, en, accept }]) => [id, { hash, en, ...(accept?.length ? { accept } : {}) }]),
  )
  // Biome's layout: a list that fits on its line stays on it.
  const text = JSON.stringify(sorted, null, 2).replace(
    /^( *"accept": )\[([^\]]*)\]/gm,
    (whole, head: string, items: string) => {
      const line = `${head}[${items.trim().split(/,\s*/).join(', ')}]`
      return line.length <= 120 ? line : whole
    },
  )
  writeFileSync(fingerprintPath(dir, locale), `${text}\n`)
}

/** The first 16 hex digits of SHA-256: short to read in a diff, long enough never to collide here. */
export function fingerprintOf(english: string): string {
  return createHash('sha256').update(english).digest('hex').slice(0, 16)
}
