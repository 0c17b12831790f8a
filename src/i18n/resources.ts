import type { Locale } from './locales.ts'

/** One locale's translations: namespace -> nested keys. */
export type LocaleResources = Record<string, Record<string, unknown>>

/** Every locale's translations, as bundled or as read from disk. */
export type AllResources = Record<Locale, LocaleResources>

// Every locales/<lng>/<namespace>.json file, bundled at build time. Only the server imports
// this module: the browser never receives a translation file. Vite's globs skip dot files, so
// the translators' fingerprints (locales/<lng>/.translated-from.json) are never a namespace.
const files = import.meta.glob<Record<string, unknown>>('/locales/*/*.json', {
  eager: true,
  import: 'default',
})

export function bundledResources(): AllResources {
  const resources: Record<string, LocaleResources> = {}
  for (const [file, content] of Object.entries(files)) {
    const [, , lng, name] = file.split('/')
    if (!lng || !name) continue
    resources[lng] ??= {}
    resources[lng][name.replace(/\.json$/, '')] = content
  }
  return resources as AllResources
}
