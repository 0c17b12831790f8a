import type { Locale } from './locales.ts'

/** One locale's translations: namespace -> nested keys. */
export type LocaleResources = Record<string, Record<string, unknown>>

/** Every locale's translations, as bundled or as read from disk. */
export type AllResources = Record<Locale, LocaleResources>

// Every <lng>/<namespace>.json file of the locales folder the build reads (LOCALES_DIR, default
// ./locales: the alias is set in vite.config.ts and vitest.config.ts), bundled at build time.
// Only the server imports this module: the browser never receives a translation file. Vite's
// globs skip dot files, so the translators' fingerprints (.translated-from.json) are never a namespace.
const files = import.meta.glob<Record<string, unknown>>('@site-locales/*/*.json', {
  eager: true,
  import: 'default',
})

export function bundledResources(): AllResources {
  const resources: Record<string, LocaleResources> = {}
  for (const [file, content] of Object.entries(files)) {
    // The key is the file's path as Vite names it (relative or absolute): its last two parts count.
    const [lng, name] = file.split('/').slice(-2)
    if (!lng || !name) continue
    resources[lng] ??= {}
    resources[lng][name.replace(/\.json$/, '')] = content
  }
  return resources as AllResources
}
