import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { scanStaticSite } from '#server/staticSite.server.ts'

export interface PageWeight {
  urlPath: string
  html: number
  css: number
  js: number
  fonts: number
}

/** Brotli size of a built file, the bytes a browser that accepts br receives. */
function brotliSize(clientDir: string, urlPath: string): number {
  const file = path.join(clientDir, urlPath)
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size
}

/** A script and every module it imports statically, as URL paths. */
function scriptGraph(clientDir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const code = readFileSync(path.join(clientDir, entry), 'utf8')
  for (const match of code.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
    scriptGraph(clientDir, new URL(match[1] as string, `http://x${entry}`).pathname, seen)
  }
  return seen
}

/** What each prerendered page (and each 404 page) makes the browser download before it is idle. */
export function pageWeights(clientDir: string): PageWeight[] {
  const pages = [...scanStaticSite(clientDir).pages]
  pages.push(['(404 en)', '404.html'], ['(404 ar)', 'ar/404.html'], ['(404 ur)', 'ur/404.html'])
  return pages.map(([urlPath, file]) => {
    const html = readFileSync(path.join(clientDir, file), 'utf8')
    const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] as string)
    const css = hrefs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)
    const scripts = new Set<string>()
    for (const src of hrefs(/<script[^>]*src="([^"]+)"/g)) scriptGraph(clientDir, src, scripts)
    const fonts = hrefs(/<link rel="preload" href="([^"]+\.woff2)"/g)
    const sum = (urls: Iterable<string>, size: (url: string) => number) =>
      [...urls].reduce((total, url) => total + size(url), 0)
    return {
      urlPath,
      html: brotliSize(clientDir, file),
      css: sum(css, (url) => brotliSize(clientDir, url)),
      js: sum(scripts, (url) => brotliSize(clientDir, url)),
      fonts: sum(fonts, (url) => statSync(path.join(clientDir, url)).size),
    }
  })
}
