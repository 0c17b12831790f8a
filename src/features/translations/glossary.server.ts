import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Glossary } from './glossary.ts'

/** locales/glossary.json: the house terms of each language (none when the file is absent). */
export function readGlossary(dir: string): Glossary {
  const file = path.join(dir, 'glossary.json')
  if (!existsSync(file)) return { affixes: {}, terms: {} }
  try {
    const { affixes = {}, terms = {} } = JSON.parse(readFileSync(file, 'utf8')) as Partial<Glossary>
    return { affixes, terms }
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`)
  }
}
