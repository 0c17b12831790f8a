import path from 'node:path'
import type { Plugin } from 'vite'

// Every public page's script (pages/**/+client.ts) runs the shared layout enhancer. Left to the
// bundler, code that several page scripts import becomes a chunk of its own, so each page made two
// requests before its first paint where one would do; on a Urdu page that second request, in flight
// beside the Nastaliq font, costs a round trip (docs/decisions/0013-first-round-trip.md).
//
// This plugin gives each page script its own copy of the project modules it imports: below a page
// script, a module's id carries the script's name as a query (`?page=portfolio&lang.ts`, the
// `lang.ts` ending keeps Vite's TypeScript transform matching), so the bundler sees modules no
// other page shares and bundles them into that page's one file. Packages (node_modules) are left
// shared: only the contact form's island uses them, and it loads on demand.
const marker = '?page='

export function oneScriptPerPage(): Plugin {
  let root = process.cwd()
  return {
    name: 'one-script-per-page',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root
    },
    async resolveId(source, importer, options) {
      if (!importer) return null
      const page = pageOf(importer, root)
      if (!page) return null
      const resolved = await this.resolve(source, cleanId(importer), { ...options, skipSelf: true })
      if (!resolved || resolved.external || !isProjectSource(resolved.id, root)) return resolved
      return { ...resolved, id: `${resolved.id}${marker}${page}&lang${path.extname(resolved.id)}` }
    },
  }
}

/** The page script an importer belongs to: the +client.ts itself or a module tagged below it. */
function pageOf(importer: string, root: string): string | undefined {
  const tagged = importer.indexOf(marker)
  if (tagged >= 0) return importer.slice(tagged + marker.length).split('&')[0]
  if (!importer.endsWith('+client.ts')) return undefined
  const dir = path.relative(path.join(root, 'pages'), path.dirname(importer))
  return dir.replaceAll(path.sep, '_') || 'root'
}

function isProjectSource(id: string, root: string): boolean {
  return id.startsWith(root + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`) && /\.tsx?$/.test(id)
}

function cleanId(id: string): string {
  const query = id.indexOf('?')
  return query >= 0 ? id.slice(0, query) : id
}
