// The JavaScript modules a built page loads, read from the files the bundler wrote: each module's
// static imports (`import … from"../chunks/x.js"`) and dynamic ones (`import("./x.js")`).
import { readFileSync } from 'node:fs'
import path from 'node:path'

const resolve = (specifier: string, from: string) => new URL(specifier, `http://x${from}`).pathname

/** The modules a built module imports, as URL paths. */
export function importsOf(clientDir: string, script: string) {
  const code = readFileSync(path.join(clientDir, script), 'utf8')
  const statics = [...code.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)].map((m) => m[1] as string)
  const dynamics = [...code.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1] as string)
  return { statics: statics.map((s) => resolve(s, script)), dynamics: dynamics.map((s) => resolve(s, script)) }
}

/** A script and every module it imports statically, as URL paths. */
export function staticGraph(clientDir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const script of importsOf(clientDir, entry).statics) staticGraph(clientDir, script, seen)
  return seen
}

/** The module scripts a page's HTML starts (`<script type="module" src>`), as URL paths. */
export const entryScripts = (html: string) =>
  [...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*>/g)].map((m) => m[1] as string)

/** The modules a page's HTML preloads (`<link rel="modulepreload">`). */
export const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string)

/** Every module a page loads by itself: its entry scripts and all they import statically. */
export function pageScripts(html: string, clientDir: string): Set<string> {
  const scripts = new Set<string>()
  for (const entry of entryScripts(html)) staticGraph(clientDir, entry, scripts)
  return scripts
}

/**
 * Of a page's scripts (pageScripts), those its HTML neither starts nor preloads: each one the
 * browser finds only after the module importing it has arrived, one round trip later.
 */
export function unpreloadedImports(html: string, scripts: Iterable<string>): string[] {
  const preloaded = new Set([...entryScripts(html), ...modulePreloads(html)])
  return [...scripts].filter((module) => !preloaded.has(module))
}

/**
 * The page's HTML with a modulepreload link, beside its entry script, for every module its
 * scripts import statically. Vike preloads the entry's imports only when the page's own
 * components do not share them: an HTML-only page's components are bundled for their styles
 * alone, and Vike marks the modules they share with the page's script as seen without preloading
 * them (the portfolio's filter, the contact page's loader), so those loaded as a waterfall.
 */
export function withAllModulePreloads(html: string, clientDir: string): string {
  const missing = unpreloadedImports(html, pageScripts(html, clientDir))
  const entry = html.match(/<script(?=[^>]*type="module")[^>]*src="[^"]+"[^>]*><\/script>/)?.[0]
  if (missing.length === 0 || !entry) return html
  const links = missing.map((href) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">`)
  return html.replace(entry, `${entry}${links.join('')}`)
}
