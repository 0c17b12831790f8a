import { expect, test } from '@playwright/test'
import { company } from '#config/company.ts'
import { type Locale, locales, localizePath, publicRoutes, siteOrigin, translations } from './support/site.ts'

// The HTML a crawler or a visitor without JavaScript receives, before any script runs.
const textKeys: Record<string, string> = {
  '/': 'home',
  '/privacy': 'legal:privacy',
  '/terms': 'legal:terms',
  '/cookies': 'legal:cookies',
  '/disclaimer': 'legal:disclaimer',
}

function expectedTitle(locale: Locale, route: string): string {
  const textKey = textKeys[route] ?? route.slice(1)
  const [ns, prefix] = textKey.split(':')
  return translations(locale)(`${ns}:${prefix ? `${prefix}.` : ''}meta.title` as never, {
    company: company.name,
  }) as string
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

for (const locale of locales) {
  test.describe(`prerendered ${locale}`, () => {
    for (const route of publicRoutes) {
      const url = localizePath(route, locale)
      test(`${url} arrives with its lang, title, description, canonical and alternate links, h1 and critical CSS`, async ({
        request,
      }) => {
        const response = await request.get(url)
        expect(response.status()).toBe(200)
        const html = decode(await response.text())
        const dir = locale === 'en' ? 'ltr' : 'rtl'
        expect(html).toContain(`<html lang="${locale}" dir="${dir}">`)
        expect(html).toContain(`<title>${expectedTitle(locale, route)}</title>`)
        expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/)
        expect(html).toContain(`<link rel="canonical" href="${siteOrigin}${url}"/>`)
        for (const alternate of locales) {
          expect(html).toContain(
            `<link rel="alternate" hrefLang="${alternate}" href="${siteOrigin}${localizePath(route, alternate)}"/>`,
          )
        }
        expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${siteOrigin}${route}"/>`)
        expect(html).toContain(`<meta property="og:url" content="${siteOrigin}${url}"/>`)
        expect(html).toContain(`<meta property="og:title" content="${expectedTitle(locale, route)}"/>`)
        // Content and critical CSS are in the HTML itself.
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
        expect(html).toContain('<style data-emotion=')
        expect(html).toMatch(/<main[^>]* id="main"/)
      })
    }
  })
}

test('the Arabic home page loads one script, under 8 KB with its imports, that carries no page text', async ({
  request,
}) => {
  const html = await (await request.get('/ar')).text()
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1] as string)
  expect(scripts).toHaveLength(1)
  const seen = new Set<string>()
  const queue = [...scripts]
  let source = ''
  while (queue.length > 0) {
    const src = new URL(queue.shift() as string, 'http://x/a/b/').pathname
    if (seen.has(src)) continue
    seen.add(src)
    const code = await (await request.get(src)).text()
    source += code
    for (const m of code.matchAll(/from"([^"]+)"|import\("([^"]+)"\)/g)) {
      queue.push(new URL((m[1] ?? m[2]) as string, `http://x${src}`).pathname)
    }
  }
  expect(source.length).toBeLessThan(8_000)
  for (const locale of locales) {
    expect(source).not.toContain(translations(locale)('home:hero.heading'))
    expect(source).not.toContain(translations(locale)('nav.getQuote'))
  }
})

// Links that switch language (the switcher, the suggestion notes) carry hreflang; every other
// internal link must stay in the page's locale.
for (const locale of locales) {
  test(`every internal link on the ${locale} page of every public route stays in ${locale}`, async ({ request }) => {
    const strays: string[] = []
    for (const route of publicRoutes) {
      const html = await (await request.get(localizePath(route, locale))).text()
      for (const [, attributes = ''] of html.matchAll(/<a ([^>]*)>/g)) {
        const href = attributes.match(/href="([^"]*)"/)?.[1] ?? ''
        if (!href.startsWith('/') || href.startsWith('/#') || /hrefLang=/.test(attributes)) continue
        const stays =
          locale === 'en' ? !/^\/(ar|ur)(\/|$)/.test(href) : href === `/${locale}` || href.startsWith(`/${locale}/`)
        if (!stays) strays.push(`${route}: ${href}`)
      }
    }
    expect(strays).toEqual([])
  })
}
