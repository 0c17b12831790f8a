import { expect, test } from '@playwright/test'
import { officesFor } from '#components/contactInfo/primaryOffice.ts'
import { company } from '#config/company.ts'
import type { OfficeId } from '#config/offices.ts'
import { caseStudyPath, officeShowcase } from '#config/portfolioProjects.ts'
import { sisterProducts } from '#config/products.ts'
import { caseStudyProjects } from '#features/portfolio/caseStudyPaths.ts'
import { expectIcon } from './support/iconPlacement.ts'
import { latinRuns } from './support/latinRuns.ts'
import { locales, localizePath, translations } from './support/site.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

/** The case study About shows for an office. */
function showcased(office: OfficeId) {
  const project = caseStudyProjects.find((candidate) => candidate.id === officeShowcase[office])
  if (!project) throw new Error(`no case study ${officeShowcase[office]}`)
  return project
}

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`about in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path('/about'))
    })

    test('states the mission with the founding year and the projects completed', async ({ page }) => {
      await expect(page).toHaveTitle(t('about:meta.title', { company: company.name }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('about:heading', { company: company.name }))
      const mission = page.getByRole('region', { name: t('about:mission.heading') })
      await expect(mission.getByText(t('about:mission.text'))).toBeVisible()
      // The figures stand beside the heading, in the page's band (tests/page-header.spec.ts).
      const band = page.getByRole('region', { name: t('about:heading', { company: company.name }) })
      const facts = band.getByRole('definition')
      await expect(facts).toHaveCount(3)
      await expect(facts.nth(0)).toHaveText(String(company.foundedYear))
      await expect(facts.nth(1)).toContainText(String(company.projectsCompleted))
    })

    test('names the three values, each with a description', async ({ page }) => {
      const values = page.getByRole('region', { name: t('about:values.heading') })
      await expect(values.getByRole('listitem')).toHaveCount(3)
      for (const key of ['innovation', 'clientCentric', 'globalReach'] as const) {
        await expect(values.getByRole('heading', { level: 3, name: t(`about:values.${key}.title`) })).toBeVisible()
        await expect(values.getByText(t(`about:values.${key}.description`))).toBeVisible()
      }
    })

    test('tells the story as an ordered timeline of four dated entries', async ({ page }) => {
      const timeline = page.getByRole('region', { name: t('about:timeline.heading') })
      const list = timeline.getByRole('list')
      expect(await list.evaluate((element) => element.tagName)).toBe('OL')
      const entries = list.getByRole('listitem')
      await expect(entries).toHaveCount(4)
      const expected = [
        ['2023', t('about:timeline.founded.title', { company: company.name })],
        ['2024', t('about:timeline.projects.title', { count: company.projectsCompleted })],
        ['2025', t('about:timeline.tools.title', { name: tools?.name })],
        [t('about:timeline.onward', { year: '2025' }), t('about:timeline.expansion.title')],
      ]
      if (locale === 'en') expect(expected[3]?.[0]).toBe('2025+')
      for (const [index, [year, title]] of expected.entries()) {
        const entry = entries.nth(index)
        await expect(entry.locator('time')).toHaveText(year as string)
        await expect(entry.getByRole('heading', { level: 3 })).toHaveText(title as string)
      }
    })

    test('shows a project from each office, the reader’s own first, each card opening its case study', async ({
      page,
    }) => {
      const work = page.getByRole('region', { name: t('about:work.heading') })
      const cards = work.getByRole('article')
      const offices = officesFor(locale)
      await expect(cards).toHaveCount(offices.length)
      for (const [index, office] of offices.entries()) {
        const card = cards.nth(index)
        const title = t('channels:offices.title', {
          city: t(`channels:offices.city.${office.id}`),
          country: t(`offices.${office.id}`),
        })
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(title)
        await expect(card.getByText(t(`portfolio:byOffice.${office.id}`))).toBeVisible()
        const project = showcased(office.id)
        const link = card.getByRole('link', { name: t(`portfolio:projectTexts.${project.id}.name` as never) })
        await expect(link).toHaveAttribute('href', path(caseStudyPath(project)))
        // The product's screen is on show, loaded once the card comes near.
        const picture = card.getByRole('img')
        await picture.scrollIntoViewIfNeeded()
        await expect(picture).toHaveJSProperty('complete', true)
        expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      }
      // A click on the card's picture, not only on its link, opens the case study: the link's
      // cover takes the click (force: Playwright would otherwise wait for the picture itself).
      await cards.first().getByRole('img').click({ force: true })
      await expect(page).toHaveURL((url) => url.pathname === path(caseStudyPath(showcased(offices[0]?.id ?? 'uk'))))
    })

    test('at 1280 px, the offices’ names stand level across the row, whatever language each screen is in', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      const headings = page.getByRole('region', { name: t('about:work.heading') }).getByRole('heading', { level: 3 })
      const tops = await headings.evaluateAll((all) => all.map((heading) => heading.getBoundingClientRect().top))
      expect(tops).toHaveLength(3)
      for (const top of tops) expect(Math.abs(top - (tops[0] ?? 0))).toBeLessThan(1)
    })

    test('introduces the three kinds of people on the team', async ({ page }) => {
      const team = page.getByRole('region', { name: t('about:team.heading') })
      await expect(team.getByRole('listitem')).toHaveCount(3)
      for (const key of ['developers', 'designers', 'managers'] as const) {
        await expect(team.getByRole('heading', { level: 3, name: t(`about:team.${key}.title`) })).toBeVisible()
      }
    })

    test('closes with the contact page and the tools site in a new tab', async ({ page }) => {
      const cta = page.getByRole('region', { name: t('about:cta.heading') })
      await expect(cta.getByRole('link', { name: t('about:cta.contact') })).toHaveAttribute('href', path('/contact'))
      const external = cta.getByRole('link', {
        name: `${t('about:cta.tools', { name: tools?.name })} ${t('a11y.opensInNewTab')}`,
        exact: true,
      })
      await expect(external).toHaveAttribute('href', tools?.url ?? '')
      await expect(external).toHaveAttribute('target', '_blank')
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    })

    test(
      locale === 'en' ? 'the main content has English sentences' : 'the main content shows no English sentence',
      async ({ page }) => {
        const runs = latinRuns(await page.getByRole('main').innerText())
        if (locale === 'en') expect(runs.length).toBeGreaterThan(0)
        else expect(runs).toEqual([])
      },
    )
  })
}

// On a phone the values and the team read as paragraphs, each heading led by a small icon, under a
// rule: six full-width boxes, a large icon over each heading, made About a stack of boxes (the
// Arabic reviewer, round 8). From 600 px they stay cards, the icon above the heading.
const iconSections = [
  { section: 'values', keys: ['innovation', 'clientCentric', 'globalReach'] },
  { section: 'team', keys: ['developers', 'designers', 'managers'] },
] as const
for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`about's values and team by width in ${locale}`, () => {
    test('at 390 px, no boxes: each heading led by its icon, its text under it, a rule between them', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path('/about'))
      await page.evaluate(() => document.fonts.ready)
      for (const { section, keys } of iconSections) {
        const region = page.getByRole('region', { name: t(`about:${section}.heading`) })
        const items = region.getByRole('listitem')
        await expect(items).toHaveCount(keys.length)
        for (const [index, key] of keys.entries()) {
          const item = items.nth(index)
          const heading = item.getByRole('heading', { level: 3, name: t(`about:${section}.${key}.title` as never) })
          await expectIcon(item.locator('svg'), heading, 'beside', locale)
          const text = await item.getByText(t(`about:${section}.${key}.description` as never)).boundingBox()
          const headingBox = await heading.boundingBox()
          expect(text?.y).toBeGreaterThanOrEqual((headingBox?.y ?? 0) + (headingBox?.height ?? 0))
          // Not a box: neither the item nor what it holds draws a border around it; the items
          // after the first have a rule above them.
          const borders = await item.evaluate((element) =>
            [element, element.firstElementChild as Element].map((box) => {
              const style = getComputedStyle(box)
              return {
                top: style.borderTopWidth,
                sides: [style.borderLeftWidth, style.borderRightWidth, style.borderBottomWidth],
              }
            }),
          )
          for (const { sides } of borders) expect(sides).toEqual(['0px', '0px', '0px'])
          expect(borders[0]?.top).toBe(index === 0 ? '0px' : '1px')
          expect(borders[1]?.top).toBe('0px')
        }
      }
    })

    test('at 1280 px, three cards in a row, each icon above its heading', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path('/about'))
      for (const { section, keys } of iconSections) {
        const items = page.getByRole('region', { name: t(`about:${section}.heading`) }).getByRole('listitem')
        const tops = new Set<number>()
        for (const [index, key] of keys.entries()) {
          const item = items.nth(index)
          const heading = item.getByRole('heading', { level: 3, name: t(`about:${section}.${key}.title` as never) })
          await expectIcon(item.locator('svg'), heading, 'above', locale)
          tops.add(Math.round((await item.boundingBox())?.y ?? 0))
        }
        expect(tops.size).toBe(1)
      }
    })
  })
}
