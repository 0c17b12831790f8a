import { expect, test } from '@playwright/test'
import { articleRoutes, caseStudyRoutes, locales, localizePath, publicRoutes, siteOrigin } from './support/site.ts'

test('a page carries the security headers, and no HSTS over http', async ({ request }) => {
  const headers = (await request.get('/ar/services')).headers()
  const csp = headers['content-security-policy'] ?? ''
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).toBe("script-src 'self'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("default-src 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // SITE_URL is http in the test run: no HSTS (src/server/app.server.test.ts covers https).
  expect(headers['strict-transport-security']).toBeUndefined()
})

test('pages and assets are served precompressed; hashed assets are cached for a year', async ({ request }) => {
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(page.headers()['content-encoding']).toBe('br')
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  const gzipped = await request.get('/ur', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzipped.headers()['content-encoding']).toBe('gzip')

  const html = await page.text()
  const script = html.match(/<script[^>]*src="([^"]+)"/)?.[1] as string
  const font = html.match(/<link rel="preload" href="([^"]+\.woff2)"/)?.[1] as string
  for (const asset of [script, font]) {
    const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  }
  expect((await request.get(script, { headers: { 'Accept-Encoding': 'br' } })).headers()['content-encoding']).toBe('br')
})

test('GET /healthz reports the server is up', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('the sitemap lists every public page in every locale with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] as string)
  // Blog articles exist only in the locales that have them: tests/blog.spec.ts checks those.
  const articleCount = locales.reduce((sum, locale) => sum + articleRoutes(locale).length, 0)
  expect(urls).toHaveLength((publicRoutes.length + caseStudyRoutes.length) * locales.length + articleCount)
  for (const route of [...publicRoutes, ...caseStudyRoutes]) {
    for (const locale of locales) {
      const entry = urls.find((u) => u.includes(`<loc>${siteOrigin}${localizePath(route, locale)}</loc>`))
      expect(entry, `${locale} ${route}`).toBeDefined()
      for (const alternate of locales) {
        expect(entry).toContain(`hreflang="${alternate}" href="${siteOrigin}${localizePath(route, alternate)}"`)
      }
      expect(entry).toContain(`hreflang="x-default" href="${siteOrigin}${route}"`)
    }
  }
  expect(xml).not.toContain('404')
})

test('robots.txt names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`)
})
