import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { isIndexable } from '#features/seo/sitemap.ts'
import { scanStaticSite } from '#server/staticSite.server.ts'
import { importsOf, pageScripts, staticGraph, unpreloadedImports } from './moduleGraph.ts'
import { fontFilesUsed } from './pageFonts.ts'

/** What one prerendered page makes the browser download, in bytes over the wire (brotli). */
export interface PageWeight {
  urlPath: string
  /** Indexable pages are the public pages the sitemap lists (51); the rest are thank-you and 404 pages. */
  indexable: boolean
  html: number
  css: number
  /** Scripts the page loads by itself: its entry and every module those import statically. */
  js: number
  /** How many files those scripts are. */
  scriptFiles: number
  /** Modules its scripts import that its HTML does not preload: each one a round trip late. */
  unpreloadedJs: string[]
  /** Scripts the page loads only when asked to (dynamic import), e.g. the contact form's island. */
  lazyJs: number
  /**
   * Font files the page's text makes the browser download, preloaded or not (woff2, already
   * compressed): every face whose unicode-range covers a character of the text (pageFonts.ts).
   */
  fonts: number
  /** Those font files, as URL paths. */
  fontFiles: string[]
}

/** Brotli size of a built file, the bytes a browser that accepts br receives. */
function brotliSize(clientDir: string, urlPath: string): number {
  const file = path.join(clientDir, urlPath)
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size
}

/** Scripts imported dynamically anywhere in `eager`, with their static graphs, minus what is already loaded. */
function lazyGraph(clientDir: string, eager: Set<string>): Set<string> {
  const lazy = new Set<string>()
  const pending = [...eager]
  for (let script = pending.pop(); script; script = pending.pop()) {
    for (const target of importsOf(clientDir, script).dynamics) {
      for (const module of staticGraph(clientDir, target)) {
        if (eager.has(module) || lazy.has(module)) continue
        lazy.add(module)
        pending.push(module)
      }
    }
  }
  return lazy
}

/** What each prerendered page (and each 404 page) makes the browser download. */
export function pageWeights(clientDir: string): PageWeight[] {
  const pages = [...scanStaticSite(clientDir).pages]
  pages.push(['(404 en)', '404.html'], ['(404 ar)', 'ar/404.html'], ['(404 ur)', 'ur/404.html'])
  return pages.map(([urlPath, file]) => {
    const html = readFileSync(path.join(clientDir, file), 'utf8')
    const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] as string)
    const css = hrefs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)
    const scripts = pageScripts(html, clientDir)
    const fontFiles = fontFilesUsed(html)
    const sum = (urls: Iterable<string>, size: (url: string) => number) =>
      [...urls].reduce((total, url) => total + size(url), 0)
    return {
      urlPath,
      indexable: !urlPath.startsWith('(') && isIndexable(html),
      html: brotliSize(clientDir, file),
      css: sum(css, (url) => brotliSize(clientDir, url)),
      js: sum(scripts, (url) => brotliSize(clientDir, url)),
      scriptFiles: scripts.size,
      unpreloadedJs: unpreloadedImports(html, scripts),
      lazyJs: sum(lazyGraph(clientDir, scripts), (url) => brotliSize(clientDir, url)),
      fonts: sum(fontFiles, (url) => statSync(path.join(clientDir, url)).size),
      fontFiles,
    }
  })
}
