import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { flatten } from '#features/translations/flatten.ts'

/** Every string of a language's JSON files, as ['namespace:key.path', text] pairs. */
export function localeStrings(locale: string): [string, string][] {
  const dir = path.resolve('locales', locale)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, '')
      return [...flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))].flatMap(
        ([key, text]): [string, string][] => (typeof text === 'string' ? [[`${namespace}:${key}`, text]] : []),
      )
    })
}
