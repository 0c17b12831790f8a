import { alternates } from '#i18n/alternates.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { splitLocale } from '#i18n/paths.ts'

export interface SitemapPage {
  logicalPath: string
  /** The locales this page exists in: alternates name only these. */
  locales: Locale[]
}

/** Groups published URL paths ('/ar/services') into pages with the locales each exists in. */
export function groupByPage(urlPaths: Iterable<string>): SitemapPage[] {
  const pages = new Map<string, Set<Locale>>()
  for (const urlPath of urlPaths) {
    const { locale, logicalPath } = splitLocale(urlPath)
    const present = pages.get(logicalPath) ?? new Set<Locale>()
    present.add(locale)
    pages.set(logicalPath, present)
  }
  return [...pages]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([logicalPath, present]) => ({ logicalPath, locales: locales.filter((l) => present.has(l)) }))
}

/** False for a page whose HTML asks search engines not to index it (`noindex` in +config). */
export function isIndexable(html: string): boolean {
  return !/<meta name="robots" content="[^"]*noindex/.test(html)
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** sitemap.xml: every URL of every page, each listing all its language versions and x-default. */
export function buildSitemap(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap(({ logicalPath, locales: present }) => {
    const versions = alternates(logicalPath, present, origin)
    const links = versions.map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    return versions
      .filter(({ hreflang }) => hreflang !== 'x-default')
      .map(({ href }) => ['  <url>', `    <loc>${escapeXml(href)}</loc>`, ...links, '  </url>'].join('\n'))
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function buildRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
