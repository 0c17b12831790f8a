import { expect, test } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'
import { pageCount } from '#features/blog/pagination.ts'
import { formatDate } from '#i18n/format.ts'
import { signInAsStaff } from './support/leadInbox.ts'
import {
  articleRoutes,
  articlesIn,
  draftsIn,
  type Locale,
  locales,
  localizePath,
  newestArticleIn,
  siteOrigin,
  translations,
} from './support/site.ts'

// Iterates over the articles that exist in locales/<lng>/blog, so it holds while translations
// are still arriving; English has all six.
const localesWith = (slug: string): Locale[] => locales.filter((l) => articlesIn(l).some((a) => a.slug === slug))

test('locales/en/blog holds six published articles', () => {
  expect(articlesIn('en')).toHaveLength(6)
})

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)
  const articles = articlesIn(locale)

  test.describe(`blog in ${locale}`, () => {
    test('the list shows up to six cards, newest first, with localized dates and named links', async ({ page }) => {
      await page.goto(path('/blog'))
      const cards = page.getByRole('main').getByRole('article')
      await expect(cards).toHaveCount(Math.min(6, articles.length))
      for (const [index, article] of articles.slice(0, 6).entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title)
        await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', path(`/blog/${article.slug}`))
        const date = card.locator('time')
        await expect(date).toHaveAttribute('datetime', article.publishedDate)
        await expect(date).toHaveText(formatDate(locale, article.publishedDate))
        await expect(card).toContainText(t(`blog:categories.${article.category}`))
        await expect(card).toContainText(article.excerpt)
        await expect(card).toContainText(article.author)
        const readMore = card.getByRole('link', { name: t('blog:card.readMoreLabel', { title: article.title }) })
        // "Read More" is what shows; the link's text itself names the article, for crawlers too.
        await expect(readMore.locator('span[aria-hidden="true"]')).toHaveText(t('blog:card.readMore'))
        await expect(readMore).toContainText(t('blog:card.readMoreLabel', { title: article.title }))
        await expect(readMore).toHaveAttribute('href', path(`/blog/${article.slug}`))
        const image = card.getByRole('img', { name: article.imageAlt })
        // The first picture is above the fold: loaded at once, not lazily.
        await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy')
        await expect(image).toHaveAttribute('width', '1200')
        await expect(image).toHaveAttribute('height', '630')
      }
      // Western digits in every locale (decision 0003).
      expect(await cards.locator('time').allTextContents()).not.toContainEqual(expect.stringMatching(/[٠-٩۰-۹]/))
    })

    test('the first list page: Previous is disabled, Next leads on only when there is a second page', async ({
      page,
    }) => {
      const pages = pageCount(articles.length)
      await page.goto(path('/blog'))
      const nav = page.getByRole('navigation', { name: t('blog:pagination.label') })
      await expect(nav).toContainText(t('blog:pagination.status', { page: 1, count: pages }))
      // At either end the button is disabled text, not a link.
      const ends = pages === 1 ? (['previous', 'next'] as const) : (['previous'] as const)
      for (const key of ends) {
        await expect(nav.getByText(t(`blog:pagination.${key}`))).toHaveAttribute('aria-disabled', 'true')
        await expect(nav.getByRole('link', { name: t(`blog:pagination.${key}`) })).toHaveCount(0)
      }
      if (pages > 1) {
        await expect(nav.getByRole('link', { name: t('blog:pagination.next') })).toHaveAttribute(
          'href',
          path('/blog/page/2'),
        )
      }
      expect((await page.request.get(path(`/blog/page/${pages + 1}`))).status()).toBe(404)
    })

    test('every article opens with its own title, meta and body', async ({ page }) => {
      const seen = { titles: new Set<string>(), bodies: new Set<string>() }
      for (const article of articles) {
        const response = await page.goto(path(`/blog/${article.slug}`))
        expect(response?.status()).toBe(200)
        const main = page.getByRole('main')
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title)
        await expect(main.locator('time').first()).toHaveAttribute('datetime', article.publishedDate)
        await expect(main.locator('time').first()).toHaveText(formatDate(locale, article.publishedDate))
        await expect(main).toContainText(t(`blog:categories.${article.category}`))
        await expect(main).toContainText(t('blog:article.byAuthor', { author: article.author }))
        await expect(main.getByRole('link', { name: t('blog:article.back') })).toHaveAttribute('href', path('/blog'))
        await expect(main.getByRole('link', { name: t('blog:article.quote') })).toHaveAttribute(
          'href',
          path('/contact'),
        )
        // The page shows the drawing (SVG); the PNG is the Open Graph image.
        await expect(main.getByRole('img', { name: article.imageAlt })).toHaveAttribute(
          'src',
          article.image.replace(/\.png$/, '.svg'),
        )
        // The article landmark: the one holding the page's title, not the related articles' cards.
        const landmark = main.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })
        const body = (await landmark.innerText()).trim()
        expect(body.length).toBeGreaterThan(500)
        seen.titles.add(await page.title())
        seen.bodies.add(body)
        // The body is this article's own: its first section heading is the first '## ' of its file.
        const firstSection = /^## (.+)$/m.exec(article.markdown)?.[1]?.trim()
        expect(firstSection, `${article.slug} has a section`).toBeTruthy()
        const heading = landmark.getByRole('heading', { level: 2 }).first()
        await expect(heading).toContainText(firstSection as string)
        // Headings carry anchors a reader can copy.
        const id = await heading.getAttribute('id')
        expect(id).toBeTruthy()
        await expect(heading.getByRole('link')).toHaveAttribute('href', `#${id}`)
      }
      expect(seen.titles.size).toBe(articles.length)
      expect(seen.bodies.size).toBe(articles.length)
    })

    test('a heading’s “#” anchor shows only on hover or keyboard focus, and is named for screen readers', async ({
      page,
    }) => {
      const article = newestArticleIn(locale)
      await page.goto(path(`/blog/${article.slug}`))
      const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first()
      const title = ((await heading.textContent()) ?? '').replace(/#$/, '').trim()
      const anchor = heading.getByRole('link', { name: t('blog:article.anchor', { heading: title }) })
      const id = await heading.getAttribute('id')
      await expect(anchor).toHaveAttribute('href', `#${id}`)
      const opacity = () => anchor.evaluate((element) => Number(getComputedStyle(element).opacity))
      // At rest the "#" is not drawn (reviewers read it as noise, a stray mark on a phone).
      expect(await opacity()).toBe(0)
      // Keyboard: the anchor is still a tab stop, and shows while it has focus.
      await anchor.focus()
      await expect(anchor).toBeFocused()
      expect(await opacity()).toBe(1)
      await anchor.blur()
      expect(await opacity()).toBe(0)
      // Pointer: it shows while the heading is hovered.
      await heading.hover()
      expect(await opacity()).toBe(1)
    })

    test('bold text keeps the body’s colour, so it never reads as a link, and lists number in the script’s way', async ({
      page,
    }) => {
      await page.goto(path('/blog/wordpress-vs-custom-development'))
      const body = page.getByRole('main').getByRole('article').first()
      const strong = await body
        .locator('strong')
        .first()
        .evaluate((element) => {
          const own = getComputedStyle(element)
          const around = getComputedStyle(element.parentElement as Element)
          return {
            color: own.color,
            aroundColor: around.color,
            backgroundColor: own.backgroundColor,
            fontWeight: Number(own.fontWeight),
          }
        })
      expect(strong.color).toBe(strong.aroundColor)
      // Nastaliq has one weight and the site synthesizes none: Urdu marks emphasis with a highlighter.
      if (locale === 'ur') expect(strong.backgroundColor).not.toBe('rgba(0, 0, 0, 0)')
      else expect(strong.fontWeight).toBeGreaterThanOrEqual(600)
      const marker = await body
        .locator('ol > li')
        .first()
        .evaluate((element) => getComputedStyle(element).listStyleType)
      expect(marker).toBe(locale === 'ur' ? 'urdu-decimal' : 'decimal')
    })

    test('share links carry the page’s absolute URL and open in a new tab', async ({ page }) => {
      const article = newestArticleIn(locale)
      const pageUrl = `${siteOrigin}${path(`/blog/${article.slug}`)}`
      await page.goto(path(`/blog/${article.slug}`))
      const share = page.getByRole('region', { name: t('blog:article.shareHeading') })
      const expected = {
        facebook: { host: 'www.facebook.com', param: 'u', title: false },
        x: { host: 'x.com', param: 'url', title: true },
        linkedin: { host: 'www.linkedin.com', param: 'url', title: false },
        whatsapp: { host: 'wa.me', param: 'text', title: true },
      } as const
      for (const [network, want] of Object.entries(expected)) {
        // The accessible name reads the Urdu no-break space in 'واٹس ایپ' as a space.
        const label = t(`blog:article.share.${network as 'x'}`).replace(/\s+/g, String.raw`\s`)
        const link = share.getByRole('link', { name: new RegExp(label) })
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(link).toContainText(t('a11y.opensInNewTab'))
        const href = new URL((await link.getAttribute('href')) as string)
        expect(href.host).toBe(want.host)
        expect(href.searchParams.get(want.param)).toContain(pageUrl)
        if (want.title) expect(href.href).toContain(encodeURIComponent(article.title))
      }
    })

    test('an article page describes itself to search engines and link previews', async ({ page }) => {
      const article = newestArticleIn(locale)
      await page.goto(path(`/blog/${article.slug}`))
      const head = page.locator('head')
      await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${siteOrigin}${article.image}`,
      )
      await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
      await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
      const blocks = (await head.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      )
      // Beside the article's own description, its breadcrumbs lead back through the blog.
      expect(blocks.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'BlogPosting'])
      const jsonLd = blocks.find((block) => block['@type'] === 'BlogPosting')
      expect(jsonLd).toMatchObject({
        '@type': 'BlogPosting',
        headline: article.title,
        datePublished: article.publishedDate,
        author: { name: article.author },
        image: { url: `${siteOrigin}${article.image}` },
      })
      // Alternates name exactly the locales that have this article.
      const alternates = await head
        .locator('link[rel="alternate"][hreflang]:not([hreflang="x-default"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))
      expect(alternates).toEqual(localesWith(article.slug))
      await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        `${siteOrigin}${path('/blog/feed.xml')}`,
      )
    })

    test('unknown blog paths answer 404 with the locale’s not-found page', async ({ request }) => {
      for (const missing of ['/blog/nope', '/blog/page/99', '/blog/page/1', '/blog/page']) {
        const response = await request.get(path(missing))
        expect(response.status(), missing).toBe(404)
        const html = await response.text()
        expect(html).toContain(`lang="${locale}"`)
        expect(html).toContain(t('notFound.heading'))
      }
    })

    test('the feed is RSS 2.0 with one item per article and absolute links', async ({ request }) => {
      const response = await request.get(path('/blog/feed.xml'))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
      const rss = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(
        await response.text(),
      ).rss
      expect(rss['@_version']).toBe('2.0')
      expect(rss.channel.language).toBe(locale)
      const links = ((rss.channel.item ?? []) as { link: string }[]).map((item) => item.link)
      expect(links).toEqual(articles.map((article) => `${siteOrigin}${path(`/blog/${article.slug}`)}`))
      for (const link of links) expect((await request.get(new URL(link).pathname)).status()).toBe(200)
    })

    test('the sitemap lists every article with alternates to its translations only', async ({ request }) => {
      const xml = await (await request.get('/sitemap.xml')).text()
      for (const route of articleRoutes(locale)) {
        const entry = xml.split('<url>').find((u) => u.includes(`<loc>${siteOrigin}${path(route)}</loc>`))
        expect(entry, route).toBeDefined()
        const slug = route.split('/').pop() as string
        const hreflangs = [...(entry as string).matchAll(/hreflang="([a-z-]+)"/g)].map((m) => m[1])
        expect(hreflangs.filter((h) => h !== 'x-default')).toEqual(localesWith(slug))
      }
    })

    test('a draft the server has reaches the staff preview but no public page, list, feed or sitemap', async ({
      request,
    }) => {
      // tests/fixtures/locales ships a draft in every locale into the e2e server's locales copy.
      const drafts = draftsIn(locale)
      expect(drafts.length).toBeGreaterThan(0)
      const sources = await Promise.all(
        [path('/blog'), path('/blog/feed.xml'), '/sitemap.xml'].map(async (url) => (await request.get(url)).text()),
      )
      for (const draft of drafts) {
        expect((await request.get(path(`/blog/${draft.slug}`))).status()).toBe(404)
        for (const source of sources) expect(source).not.toContain(draft.slug)
      }
      // The server does read these drafts: staff see each one in the preview.
      await signInAsStaff(request)
      for (const draft of drafts) {
        const preview = await request.get('/admin/preview/frame', {
          params: { path: `/blog/${draft.slug}`, locale },
        })
        expect(preview.status(), draft.slug).toBe(200)
        expect(await preview.text()).toContain(draft.title)
      }
    })
  })
}

test('the services page of each locale links that locale’s feed from <head>', async ({ request }) => {
  for (const locale of locales) {
    const html = await (await request.get(localizePath('/services', locale))).text()
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${translations(locale)('blog:feedTitle', { company: 'Bayan Digital' })}" href="${siteOrigin}${localizePath('/blog/feed.xml', locale)}"/>`,
    )
  }
})
