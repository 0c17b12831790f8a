import { expect, type Locator, test } from '@playwright/test'
import { company } from '#config/company.ts'
import { featuredCaseStudy, featuredClient } from '#config/featuredProject.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { caseStudyProjects, screenIn } from '#features/portfolio/caseStudyPaths.ts'
import { similarProjects } from '#features/portfolio/similarProjects.ts'
import { cropWidths, expectCropLoaded, featuredFileAt } from './support/screenCrop.ts'
import { allLanguageLines, languageLine } from './support/screenLanguage.ts'
import { locales, localizePath, siteOrigin, translations } from './support/site.ts'

const pathOf = (slug: string, locale: (typeof locales)[number]) => localizePath(`/portfolio/${slug}`, locale)

/** The picture's file arrived and was decoded, as AVIF or WebP, in the project screens' 1200 × 750 frame. */
async function expectScreenLoaded(image: Locator) {
  await expectPictureDecoded(image)
  await expect(image).toHaveAttribute('width', '1200')
  await expect(image).toHaveAttribute('height', '750')
}

async function expectPictureDecoded(image: Locator) {
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/)
}

/** Nothing is said twice: no sentence of the page's text (paragraphs, list items, outside the breadcrumbs) appears twice. */
async function expectEachSentenceOnce(main: Locator) {
  const blocks = await main.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('p, li, dd')]
      // A screen's language line is a label, not a sentence: two similar cards may both read
      // "Shown in English and Urdu".
      .filter(
        (block) =>
          !block.closest('nav') && !block.querySelector('p, li, dd') && !block.matches('[data-screen-language]'),
      )
      .map((block) => block.innerText),
  )
  const sentences = blocks
    .join('\n')
    .split(/[\n.!?؟۔]+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length > 3)
  const repeated = sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)
  expect(repeated).toEqual([])
}

for (const locale of locales) {
  const t = translations(locale)
  const name = (id: string) => t(`portfolio:projectTexts.${id}.name` as never)

  test.describe(`case studies in ${locale}`, () => {
    // The portfolio's eight and the featured project's, each made by the same page.
    for (const project of caseStudyProjects) {
      const path = pathOf(project.slug, locale)
      test(`${path} tells the whole story, with its screen`, async ({ page }) => {
        await page.goto(path)
        await expect(page).toHaveTitle(`${name(project.id)} | ${company.name}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(project.id))
        const screen = page.getByRole('img', { name: t(`caseStudies:projects.${project.id}.alt` as never) })
        await expectScreenLoaded(screen)
        // A tap on the screen opens its largest file, where a phone can zoom into the screen's text;
        // the line under the picture says so before the tap leaves the page for a bare image.
        const fullSize = page.getByRole('link', { name: t('caseStudies:page.fullSize') })
        await expect(fullSize.getByRole('img')).toHaveAccessibleName((await screen.getAttribute('alt')) ?? '')
        const label = fullSize.getByText(t('caseStudies:page.fullSize'), { exact: true })
        await expect(label).toBeVisible()
        expect((await label.boundingBox())?.y).toBeGreaterThan(
          ((await screen.boundingBox())?.y ?? 0) + ((await screen.boundingBox())?.height ?? 0),
        )
        // The featured platform's storefront is the one of the page's language.
        expect(await fullSize.getAttribute('href')).toMatch(
          new RegExp(`/images/screens/${screenIn(project, locale).name}-1200\\.webp$`),
        )
        // Under it, the screen's language where it is not the page's alone ("Shown in Urdu").
        const hero = page.getByRole('region', { name: name(project.id), exact: true })
        const line = languageLine(screenIn(project, locale), locale)
        if (line) {
          const caption = hero.getByText(line, { exact: true })
          await expect(caption).toBeVisible()
          expect((await caption.boundingBox())?.y).toBeGreaterThan((await label.boundingBox())?.y ?? 0)
        } else {
          for (const other of allLanguageLines(locale))
            await expect(hero.getByText(other, { exact: true })).toHaveCount(0)
        }
        for (const part of ['client', 'challenge', 'built', 'timeline', 'stack', 'results', 'similar'] as const) {
          await expect(page.getByRole('heading', { level: 2, name: t(`caseStudies:page.${part}`) })).toBeVisible()
        }
        const main = page.getByRole('main')
        await expect(main).toContainText(t(`caseStudies:projects.${project.id}.challenge` as never))
        await expect(main).toContainText(t(`caseStudies:projects.${project.id}.built.b1` as never))
        await expect(main).toContainText(t(`caseStudies:projects.${project.id}.timeline.launch` as never))
        await expect(main).toContainText(t(`portfolio:projectTexts.${project.id}.result` as never))
        await expectEachSentenceOnce(main)
        // Each part of the stack with what it does in this project (a perfume shop has delivery slots, not bookings).
        const stack = page.getByRole('region', { name: t('caseStudies:page.stack') })
        for (const item of project.stack) {
          await expect(stack).toContainText(item.name)
          await expect(stack).toContainText(t(`caseStudies:stackRoles.${item.role}`))
        }

        // Similar projects: those it names (the featured one among them), then the same category,
        // each card linking to its own page.
        const similar = page.getByRole('region', { name: t('caseStudies:page.similar') }).getByRole('listitem')
        const expected = similarProjects(project, caseStudyProjects)
        await expect(similar).toHaveCount(expected.length)
        for (const [index, other] of expected.entries()) {
          await expect(similar.nth(index).getByRole('link', { name: name(other.id) })).toHaveAttribute(
            'href',
            pathOf(other.slug, locale),
          )
          // Hearth & Loom shows the storefront of the page's language, as on its own page.
          expect(await similar.nth(index).getByRole('img').getAttribute('src')).toContain(
            `/images/screens/${screenIn(other, locale).name}-`,
          )
          const otherLine = languageLine(screenIn(other, locale), locale)
          if (otherLine) await expect(similar.nth(index).getByText(otherLine, { exact: true })).toBeVisible()
        }
        await expect(similar.first()).toContainText(t(`portfolio:categories.${expected[0]?.category}` as never))
        // The closing call to action.
        await expect(page.getByRole('region', { name: t('home:cta.heading') })).toBeVisible()
      })
    }

    // The featured storefront's case study: on a phone its picture is the product panel on a
    // phone, readable there (the laptop's screen shrank its prices to 3-5 px); on a desktop the
    // laptop's screen. Eager, as the picture right under the heading always was.
    for (const { crop, ...viewport } of cropWidths) {
      test(`at ${viewport.width} px the Hearth & Loom picture is its storefront's ${crop} crop`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto(pathOf(featuredCaseStudy.slug, locale))
        const screen = page.getByRole('img', { name: t('caseStudies:projects.hearthAndLoom.alt'), exact: true })
        await expect(screen).toHaveAttribute('loading', 'eager')
        await expectCropLoaded(screen, featuredFileAt(locale, crop), crop)
        await expect(page.getByText(t('caseStudies:page.fullSize'), { exact: true })).toBeVisible()
      })
    }

    // What a crawler reads: the prerendered HTML, no browser needed.
    test('each case-study page names its three language versions and x-default, reciprocally', async ({ request }) => {
      for (const project of caseStudyProjects) {
        const html = await (await request.get(pathOf(project.slug, locale))).text()
        expect(html).toContain(`<link rel="canonical" href="${siteOrigin}${pathOf(project.slug, locale)}"/>`)
        const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, hreflang, href]) => [hreflang, href],
        )
        expect(alternates).toEqual([
          ...locales.map((other) => [other, `${siteOrigin}${pathOf(project.slug, other)}`]),
          ['x-default', `${siteOrigin}${pathOf(project.slug, 'en')}`],
        ])
      }
    })

    test('the breadcrumbs read Home > Portfolio > project, on the page and for search engines', async ({ page }) => {
      // One of the grid's and the featured project's, which has no card but the same trail.
      for (const project of [portfolioProjects[2], featuredCaseStudy]) {
        if (!project) throw new Error('no third project')
        await page.goto(pathOf(project.slug, locale))
        const trail = page.getByRole('navigation', { name: t('caseStudies:page.breadcrumb') })
        await expect(trail.getByRole('listitem')).toHaveText([t('nav.home'), t('nav.portfolio'), name(project.id)])
        const data = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
        const breadcrumbs = data.find((block) => block['@type'] === 'BreadcrumbList')
        expect(
          breadcrumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item]),
        ).toEqual([
          [t('nav.home'), `${siteOrigin}${localizePath('/', locale)}`],
          [t('nav.portfolio'), `${siteOrigin}${localizePath('/portfolio', locale)}`],
          [name(project.id), `${siteOrigin}${pathOf(project.slug, locale)}`],
        ])
      }
    })

    test('the sitemap lists every case study with its alternates', async ({ request }) => {
      const xml = await (await request.get('/sitemap.xml')).text()
      for (const project of caseStudyProjects) {
        const loc = `<loc>${siteOrigin}${pathOf(project.slug, locale)}</loc>`
        const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '').find((u) => u.includes(loc))
        expect(entry, loc).toBeDefined()
        for (const other of locales) {
          expect(entry).toContain(`hreflang="${other}" href="${siteOrigin}${pathOf(project.slug, other)}"`)
        }
      }
    })

    test('the featured project’s case study leads with the client and shows the featured figures', async ({ page }) => {
      const path = pathOf(featuredCaseStudy.slug, locale)
      await page.goto(path)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(name(featuredCaseStudy.id))
      await expect(heading).toContainText(featuredClient)
      const trail = page.getByRole('navigation', { name: t('caseStudies:page.breadcrumb') })
      await expect(trail.getByRole('listitem')).toHaveText([
        t('nav.home'),
        t('nav.portfolio'),
        name(featuredCaseStudy.id),
      ])
      await expect(trail.getByRole('link', { name: t('nav.portfolio') })).toHaveAttribute(
        'href',
        localizePath('/portfolio', locale),
      )
      // The screen of the page's language, as on Home.
      const screen = page.getByRole('img', { name: t('caseStudies:projects.hearthAndLoom.alt'), exact: true })
      await expectScreenLoaded(screen)
      const file = locale === 'en' ? 'featured-store' : `featured-store-${locale}`
      expect(await screen.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        new RegExp(`/images/screens/${file}-\\d+\\.(avif|webp)$`),
      )
      // The results as the featured section gives them: two captioned groups, the same four figures.
      const results = page.getByRole('region', { name: t('caseStudies:page.results') })
      const measured = results.getByRole('definition')
      await expect(measured).toHaveText([/150/, /40/, /99\.9/, /24\/7/])
      await expect(results.getByRole('heading', { level: 3 })).toHaveText([
        t('home:featured.statsLabel'),
        t('home:featured.serviceLabel'),
      ])
      // Its timeline adds up to the weeks it states, and its stack keeps the makers' spelling.
      await expect(page.getByRole('main')).toContainText(t('caseStudies:page.totalWeeks', { count: 24 }))
      for (const item of featuredCaseStudy.stack) {
        await expect(page.getByRole('region', { name: t('caseStudies:page.stack') })).toContainText(item.name)
      }
      // It is not a card in the portfolio's grid of eight.
      await page.goto(localizePath('/portfolio', locale))
      await expect(page.locator(`#project-${featuredCaseStudy.id}`)).toHaveCount(0)
    })

    test('an unknown project is the 404 page', async ({ request }) => {
      expect((await request.get(pathOf('no-such-project', locale))).status()).toBe(404)
    })

    test('the home hero shows a product screen beside the text on a wide screen, never before it', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(localizePath('/', locale))
      const screens = page.getByRole('group', { name: t('caseStudies:heroLabel') }).getByRole('img')
      await expect(screens).toHaveCount(1)
      const image = screens.first()
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expectPictureDecoded(image)
      // The wide crop, not the phone's portrait one.
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('-wide-')
      // Nothing preloads it, and it is asked for only once the text has painted: the heading and
      // its sentence are what paints first.
      await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0)
      const [firstPaint, screenStarts] = await page.evaluate(
        () =>
          [
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/images/screens/'))
              .map((entry) => entry.startTime),
          ] as const,
      )
      expect(screenStarts.length).toBeGreaterThan(0)
      for (const start of screenStarts) expect(start).toBeGreaterThan(firstPaint)
      // On a phone, where they go in only after the first paint: tests/home.spec.ts.
    })
  })
}
