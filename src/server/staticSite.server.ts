import { listFiles } from './listFiles.server.ts'

export interface StaticSite {
  /** URL path -> file, relative to the client folder: '/ar/services' -> 'ar/services.html'. */
  pages: Map<string, string>
  /** Other files at fixed URLs outside /assets: '/robots.txt' -> 'robots.txt'. */
  files: Map<string, string>
}

const notFoundPage = /(^|\/)404\.html$/
const compressedCopy = /\.(br|gz)$/

/** Maps the prerendered output to URLs once, at start: a request is then a single lookup. */
export function scanStaticSite(clientDir: string): StaticSite {
  const pages = new Map<string, string>()
  const files = new Map<string, string>()
  for (const file of listFiles(clientDir)) {
    if (file.startsWith('assets/') || compressedCopy.test(file) || notFoundPage.test(file)) continue
    if (file.endsWith('.html')) {
      const urlPath = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`
      pages.set(urlPath, file)
    } else {
      files.set(`/${file}`, file)
    }
  }
  return { pages, files }
}
