import { expect, test } from '@playwright/test'
import { company } from '#config/company.ts'
import { caseStudyProjects } from '#config/featuredProject.ts'
import type { PortfolioProject } from '#config/portfolioProjects.ts'
import { replyPromise } from '#config/replyPromise.ts'
import { type ServiceWorkSource, serviceWorkSources } from '#config/serviceWork.ts'
import { expectIcon } from './support/iconPlacement.ts'
import { latinRuns } from './support/latinRuns.ts'
import { locales, localizePath, translations } from './support/site.ts'

const serviceIds = ['web', 'software', 'pos', 'wordpress', 'shopify'] as const

const sources: Record<(typeof serviceIds)[number], ServiceWorkSource> = serviceWorkSources
// Projects a service names by id show under it alone, not under their category's service as well.
const namedIds = Object.values(sources).flatMap((source) => ('projectIds' in source ? source.projectIds : []))

/** A service's case studies: its category's (the featured one's too), or the ones it names. */
const projectsOf = (id: (typeof serviceIds)[number]) => {
  const source = sources[id]
  return caseStudyProjects.filter((project) =>
    'category' in source
      ? project.category === source.category && !namedIds.includes(project.id)
      : source.projectIds.includes(project.id),
  )
}

/** The portfolio category a service links to, when it has one. */
const categoryOf = (id: (typeof serviceIds)[number]) => {
  const source = sources[id]
  return 'category' in source ? source.category : undefined
}

/** A case study's weeks from the first workshop to launch, added up from its own timeline. */
const weeksOf = (project: PortfolioProject) => project.timeline.reduce((sum, step) => sum + step.weeks, 0)

// Signs of a price: the page must not state one the agency has not set.
const priceSign = /[£$€]|\b(?:AED|PKR|GBP|Rs)\b|درهم|روپ/

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`services in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path('/services'))
    })

    test('is titled and headed as the services page', async ({ page }) => {
      await expect(page).toHaveTitle(t('services:meta.title', { company: company.name }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('services:heading'))
    })

    test('presents five services, each with a heading and exactly five key benefits', async ({ page }) => {
      const list = page.getByRole('main').getByRole('list', { name: t('services:listLabel') })
      await expect(list.getByRole('heading', { level: 2 })).toHaveCount(5)
      for (const id of serviceIds) {
        const title = t(`home:services.${id}.title`)
        const card = list.getByRole('article', { name: title })
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(title)
        await expect(card.getByText(t(`services:items.${id}.description`))).toBeVisible()
        const benefits = card.getByRole('list', { name: t('services:benefitsHeading') }).getByRole('listitem')
        await expect(benefits).toHaveCount(5)
        await expect(benefits).toHaveText(Object.values(t(`services:items.${id}.benefits`, { returnObjects: true })))
      }
    })

    test('lets the reader jump straight to a service', async ({ page }) => {
      const jump = page.getByRole('navigation', { name: t('services:jumpLabel') })
      await expect(jump.getByRole('link')).toHaveCount(5)
      const title = t('home:services.shopify.title')
      const card = page.getByRole('article', { name: title })
      await expect(card).not.toBeInViewport()
      await jump.getByRole('link', { name: title }).click()
      await expect(card).toBeInViewport()
      // The card lands below the sticky header, not under it.
      const header = await page.getByRole('banner').boundingBox()
      const top = await card.boundingBox()
      expect(header && top && top.y >= header.y + header.height).toBe(true)
    })

    test('links every service to its projects, and to the portfolio filtered to its category or whole', async ({
      page,
    }) => {
      const list = page.getByRole('main').getByRole('list', { name: t('services:listLabel') })
      for (const id of serviceIds) {
        const card = list.getByRole('article', { name: t(`home:services.${id}.title`) })
        const category = categoryOf(id)
        const projects = projectsOf(id)
        expect(projects.length, `${id} shows recent work`).toBeGreaterThan(0)
        const caseStudies = card.getByRole('list', { name: t('services:work.heading') }).getByRole('link')
        await expect(caseStudies).toHaveText(
          projects.map((project) => t(`portfolio:projectTexts.${project.id}.name` as never)),
        )
        for (const [index, project] of projects.entries())
          await expect(caseStudies.nth(index)).toHaveAttribute('href', path(`/portfolio/${project.slug}`))
        // The link names the service, in the page's language; a service with no category of its
        // own opens the whole portfolio.
        if (category) {
          const toPortfolio = card.getByRole('link', {
            name: t('services:work.link', { service: t(`services:work.names.${category}`) }),
          })
          await expect(toPortfolio).toHaveAttribute('href', path(`/portfolio?category=${category}#filter-${category}`))
        } else {
          await expect(card.getByRole('link', { name: t('services:work.allLink') })).toHaveAttribute(
            'href',
            path('/portfolio'),
          )
        }
      }
    })

    test("states how long each service's case studies took, from their own timelines", async ({ page }) => {
      const list = page.getByRole('main').getByRole('list', { name: t('services:listLabel') })
      const duration = (projects: readonly PortfolioProject[]) => {
        const weeks = projects.map(weeksOf)
        const [fewest, most] = [Math.min(...weeks), Math.max(...weeks)]
        return fewest === most
          ? t('services:work.weeks', { count: most })
          : t('services:work.weekRange', { from: fewest, count: most })
      }
      for (const id of serviceIds) {
        const card = list.getByRole('article', { name: t(`home:services.${id}.title`) })
        const projects = projectsOf(id)
        const source: { smallerIds?: readonly string[] } = sources[id]
        const smaller = caseStudyProjects.filter((project) => source.smallerIds?.includes(project.id))
        const sentence =
          smaller.length > 0
            ? t('services:work.timelineBySize', { siteWeeks: duration(smaller), weeks: duration(projects) })
            : t('services:work.timeline', {
                count: projects.length,
                service: t(`services:work.names.${id}`),
                weeks: duration(projects),
              })
        await expect(card.getByText(sentence)).toBeVisible()
        // The figures themselves, whatever the sentence around them.
        for (const group of [projects, smaller].filter((projects) => projects.length > 0)) {
          const weeks = group.map(weeksOf)
          for (const figure of [Math.min(...weeks), Math.max(...weeks)])
            await expect(card.getByText(sentence)).toContainText(String(figure))
        }
        // A website's weeks beside the platforms' (round-9 reviews: "16 to 24 weeks" alone scared
        // off a buyer of a site): the dental clinic's 8, from its own case study.
        if (id === 'web') expect(smaller.map(weeksOf)).toContain(8)
      }
    })

    test('opens the portfolio filtered to the service, and its case study, from the service', async ({ page }) => {
      const card = page.getByRole('article', { name: t('home:services.pos.title') })
      await card.getByRole('link', { name: t('services:work.link', { service: t('services:work.names.pos') }) }).click()
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path('/portfolio?category=pos'))
      await expect(
        page
          .getByRole('group', { name: t('portfolio:filters.label') })
          .getByRole('button', { name: t('portfolio:categories.pos') }),
      ).toHaveAttribute('aria-pressed', 'true')
      const shown = page.getByRole('region', { name: t('portfolio:projects.heading') }).getByRole('listitem')
      await expect(shown).toHaveCount(projectsOf('pos').length)

      await page.goBack()
      const [first] = projectsOf('pos')
      const name = t(`portfolio:projectTexts.${first?.id}.name` as never)
      await page
        .getByRole('article', { name: t('home:services.pos.title') })
        .getByRole('link', { name })
        .click()
      await expect(page).toHaveURL(path(`/portfolio/${first?.slug}`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    })

    test('opens the portfolio filtered to the service without JavaScript too', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path('/services'))
      const card = page.getByRole('article', { name: t('home:services.pos.title') })
      await card.getByRole('link', { name: t('services:work.link', { service: t('services:work.names.pos') }) }).click()
      const shown = page.getByRole('region', { name: t('portfolio:projects.heading') }).getByRole('listitem')
      await expect(shown).toHaveCount(projectsOf('pos').length)
      await context.close()
    })

    test('answers what it costs without a price: a reply within the promise, then a free quote', async ({ page }) => {
      const hours = t('common:duration.hours', { count: replyPromise.hours })
      const header = page.getByRole('region', { name: t('services:heading') })
      await expect(header.getByText(t('services:pricing', { hours }))).toBeVisible()
      expect(await page.getByRole('main').innerText()).not.toMatch(priceSign)
    })

    test('closes with a button to the contact page in the same language', async ({ page }) => {
      const cta = page.getByRole('region', { name: t('services:cta.heading') })
      await expect(cta.getByRole('link', { name: t('services:cta.button') })).toHaveAttribute('href', path('/contact'))
    })

    test(
      locale === 'en' ? 'the main content has English sentences' : 'the main content shows no English sentence',
      async ({ page }) => {
        const runs = latinRuns(await page.getByRole('main').innerText())
        // On the English page the same check finds English, which shows it can find them at all.
        if (locale === 'en') expect(runs.length).toBeGreaterThan(0)
        else expect(runs).toEqual([])
      },
    )
  })
}

// On a phone each service's icon sits beside its title, smaller, rather than on a row of its own
// above it: five of those rows were 400 px of the page (the Arabic reviewer, round 8).
for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  for (const { width, height, place } of [
    { width: 390, height: 844, place: 'beside' },
    { width: 1280, height: 800, place: 'above' },
  ] as const) {
    test(`services in ${locale} at ${width} px: each service's icon sits ${place} its title`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto(path('/services'))
      await page.evaluate(() => document.fonts.ready)
      for (const id of serviceIds) {
        const card = page.getByRole('article', { name: t(`home:services.${id}.title`) })
        await expectIcon(card.locator('svg').first(), card.getByRole('heading', { level: 2 }), place, locale)
      }
    })
  }
}
