// After `vike build`: adds the module preloads Vike leaves out (moduleGraph.ts), writes sitemap.xml
// and robots.txt, then a brotli and a gzip copy of every compressible file, so the server never
// compresses on the fly; last, a copy of the locales folder the build read, beside client/ (never
// served): what this build shows, which the admin's "Unpublished changes" compares the
// translators' working copy with.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { siteUrl } from '#config/site.ts'
import { writeFeeds } from '#features/blog/writeFeeds.server.ts'
import { buildRobotsTxt, buildSitemap, groupByPage, isIndexable } from '#features/seo/sitemap.ts'
import { localesDir } from '#i18n/localesDir.server.ts'
import { listFiles } from '#server/listFiles.server.ts'
import { scanStaticSite } from '#server/staticSite.server.ts'
import { withAllModulePreloads } from '#tooling/moduleGraph.ts'

// The same folders as vite.config.ts: BUILD_OUT_DIR (default dist) and LOCALES_DIR (default ./locales).
const outDir = path.resolve(process.env.BUILD_OUT_DIR || 'dist')
const clientDir = path.join(outDir, 'client')
const origin = siteUrl()

const { pages } = scanStaticSite(clientDir)
// Every module a page's script imports is preloaded with it, none found one round trip late.
for (const file of listFiles(clientDir).filter((name) => name.endsWith('.html'))) {
  const full = path.join(clientDir, file)
  const html = readFileSync(full, 'utf8')
  const preloaded = withAllModulePreloads(html, clientDir)
  if (preloaded !== html) writeFileSync(full, preloaded)
}
// Pages marked noindex (the contact thank-you page) stay out of the sitemap.
const listed = [...pages].filter(([, file]) => isIndexable(readFileSync(path.join(clientDir, file), 'utf8')))
writeFileSync(path.join(clientDir, 'sitemap.xml'), buildSitemap(origin, groupByPage(listed.map(([url]) => url))))
writeFileSync(path.join(clientDir, 'robots.txt'), buildRobotsTxt(origin))
const feeds = writeFeeds(clientDir, origin)

const compressible = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/
const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
let count = 0
for (const file of listFiles(clientDir)) {
  if (!compressible.test(file)) continue
  const full = path.join(clientDir, file)
  const content = readFileSync(full)
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(content, { level: 9 }),
  ])
  writeFileSync(`${full}.br`, br)
  writeFileSync(`${full}.gz`, gzipped)
  count++
}
const builtLocales = path.join(outDir, 'locales')
rmSync(builtLocales, { recursive: true, force: true })
cpSync(localesDir(), builtLocales, { recursive: true })

console.log(
  `postbuild: sitemap with ${listed.length} URLs, robots.txt, ${feeds.length} feeds, ${count} files precompressed (br, gz)`,
)
// A build for the public site without SITE_URL sends visitors' shares and search engines to
// localhost: say so where the person building will read it (a local build needs no SITE_URL).
if (!process.env.SITE_URL) {
  console.warn(
    `postbuild: SITE_URL is not set, so canonical, hreflang, sitemap, feed and share links point at ${origin}. Set SITE_URL=https://… when building for the public site.`,
  )
}
