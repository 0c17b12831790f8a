import path from 'node:path'
import { readContactPages } from './contact/contactPageRoutes.server.ts'
import { type StaticSite, scanStaticSite } from './staticSite.server.ts'

/**
 * One build of the public site as the server serves it, complete: its folders and the maps made
 * from them. Never changed once made: a publish makes a new one and swaps it in whole.
 */
export interface ServedSite {
  /** The publish's build folder name, or null for the deploy's own dist/. */
  buildId: string | null
  /** The prerendered pages and files, served. */
  clientDir: string
  /** The locales folder the build was made from (its copy beside client/, never served). */
  localesDir: string
  /** URL -> file of the pages and other files, the contact pages left out (served apart). */
  site: StaticSite
  /** The contact pages' HTML, filled with a fresh form token on each request. */
  contactPages: ReadonlyMap<string, string>
}

/** Reads a build's output (its client/ folder; its locales/ beside it) into a site ready to serve. */
export function readServedSite(clientDir: string, buildId: string | null): ServedSite {
  const contactPages = readContactPages(clientDir)
  const site = scanStaticSite(clientDir)
  for (const urlPath of contactPages.keys()) site.pages.delete(urlPath)
  return { buildId, clientDir, localesDir: path.join(path.dirname(clientDir), 'locales'), site, contactPages }
}

/**
 * The site being served, swapped atomically: a request takes `current()` once and serves from it
 * to the end, so it never mixes two builds. The build served before stays reachable as
 * `previous()`, for a page loaded just before a switch that still asks for its hashed assets.
 */
export interface LiveSite {
  current(): ServedSite
  previous(): ServedSite | null
  switchTo(next: ServedSite): void
}

export function createLiveSite(initial: ServedSite): LiveSite {
  let current = initial
  let previous: ServedSite | null = null
  return {
    current: () => current,
    previous: () => previous,
    switchTo(next) {
      if (next === current) return
      previous = current
      current = next
    },
  }
}
