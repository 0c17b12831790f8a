import { company } from './company.ts'

/** The public origin for canonical URLs, hreflang, the sitemap and feeds: read at build time. */
export function siteUrl(): string {
  return (process.env.SITE_URL || company.defaultSiteUrl).replace(/\/+$/, '')
}
