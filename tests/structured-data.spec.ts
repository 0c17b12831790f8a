import { type APIRequestContext, expect, test } from '@playwright/test'
import { offices } from '#config/offices.ts'
import { locales, localizePath, newestArticleIn, siteOrigin, translations } from './support/site.ts'

/**
 * Every JSON-LD block of the page, parsed, keyed by its @type: read from the prerendered HTML, as
 * a crawler reads it, with no browser.
 */
async function structuredData(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, Record<string, unknown>>> {
  const html = await (await request.get(path)).text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1] ?? '')
  return Object.fromEntries(
    blocks.map((text) => JSON.parse(text) as Record<string, unknown>).map((data) => [data['@type'], data]),
  )
}

for (const locale of locales) {
  const t = translations(locale)
  const url = (path: string) => `${siteOrigin}${localizePath(path, locale)}`

  test.describe(`structured data in ${locale}`, () => {
    for (const path of ['/', '/about', '/contact']) {
      test(`${localizePath(path, locale)} describes the agency and its three offices`, async ({ request }) => {
        const { Organization: organization } = await structuredData(request, localizePath(path, locale))
        expect(organization?.url).toBe(url('/'))
        const addresses = organization?.address as { addressCountry: string; addressLocality: string }[]
        expect(addresses.map((address) => address.addressLocality)).toEqual(offices.map((office) => office.city))
        const phones = organization?.contactPoint as { telephone: string; areaServed: string[] }[]
        expect(phones.map((point) => point.telephone)).toEqual(offices.map((office) => office.phoneE164))
        expect(phones.every((point) => point.areaServed.length > 0)).toBe(true)
      })
    }

    test('an inner page carries its breadcrumbs in the reader’s language', async ({ request }) => {
      const data = await structuredData(request, localizePath('/services', locale))
      expect(data.Organization).toBeUndefined()
      const items = data.BreadcrumbList?.itemListElement as { position: number; name: string; item: string }[]
      expect(items).toEqual([
        { '@type': 'ListItem', position: 1, name: t('nav.home'), item: url('/') },
        { '@type': 'ListItem', position: 2, name: t('nav.services'), item: url('/services') },
      ])
    })

    test('a legal page names its section from the footer', async ({ request }) => {
      const items = (await structuredData(request, localizePath('/terms', locale))).BreadcrumbList?.itemListElement as {
        name: string
      }[]
      expect(items.map((item) => item.name)).toEqual([t('nav.home'), t('footer.terms')])
    })

    test('an article’s breadcrumbs lead back through the blog', async ({ request }) => {
      const article = newestArticleIn(locale)
      const items = (await structuredData(request, localizePath(`/blog/${article.slug}`, locale))).BreadcrumbList
        ?.itemListElement as { name: string; item: string }[]
      expect(items.map((item) => item.name)).toEqual([t('nav.home'), t('nav.blog'), article.title])
      expect(items[2]?.item).toBe(url(`/blog/${article.slug}`))
    })

    test('the not-found page describes nothing', async ({ request }) => {
      expect(await structuredData(request, localizePath('/no-such-page', locale))).toEqual({})
    })
  })
}
