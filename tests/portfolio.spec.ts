import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { portfolioCategories, portfolioFilters, portfolioProjects } from '#config/portfolioProjects.ts'
import { locales, localizePath, translations } from './support/site.ts'

const countOf = (filter: string) =>
  portfolioProjects.filter((project) => filter === 'all' || project.category === filter).length

for (const locale of locales) {
  const t = translations(locale)
  const path = localizePath('/portfolio', locale)
  const filterName = (filter: string) =>
    filter === 'all' ? t('portfolio:filters.all') : t(`portfolio:categories.${filter}` as never)
  const projectName = (id: string) => t(`portfolio:projectTexts.${id}.name` as never)
  const viewName = (id: string) => t('portfolio:card.viewLabel', { name: projectName(id) })

  const projectList = (page: Page) =>
    page.getByRole('region', { name: t('portfolio:projects.heading') }).getByRole('list')
  const filterButtons = (page: Page) =>
    page.getByRole('group', { name: t('portfolio:filters.label') }).getByRole('button')
  const filterButton = (page: Page, filter: string) =>
    page
      .getByRole('group', { name: t('portfolio:filters.label') })
      .getByRole('button', { name: filterName(filter), exact: true })

  /** The visible cards, the pressed button and the announced count all agree on `filter`. */
  async function expectFilter(page: Page, filter: string) {
    await expect(filterButton(page, filter)).toHaveAttribute('aria-pressed', 'true')
    await expect(filterButtons(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1)
    await expect(projectList(page).getByRole('listitem')).toHaveCount(countOf(filter))
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      t('portfolio:filters.status', {
        count: countOf(filter),
        total: portfolioProjects.length,
        category: filterName(filter),
      }),
    )
  }

  test.describe(`portfolio in ${locale}`, () => {
    test('shows eight projects, each with a picture, category, name and outcome', async ({ page }) => {
      await page.goto(path)
      const cards = projectList(page).getByRole('listitem')
      await expect(cards).toHaveCount(8)
      for (const [index, project] of portfolioProjects.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(projectName(project.id))
        await expect(card).toContainText(t(`portfolio:categories.${project.category}`))
        await expect(card).toContainText(t(`portfolio:projectTexts.${project.id}.outcome` as never))
        const image = card.getByRole('img', { name: t(`portfolio:projectTexts.${project.id}.imageAlt` as never) })
        await expect(image).toHaveAttribute('width', String(project.image.width))
        await expect(image).toHaveAttribute('height', String(project.image.height))
        await expect(image).toHaveAttribute('loading', index < 3 ? 'eager' : 'lazy')
        const file = await page.request.get(project.image.src)
        expect(file.ok()).toBe(true)
        expect(file.headers()['content-type']).toContain('image/svg+xml')
      }
    })

    test('filters by category with one pressed button and an announced count', async ({ page }) => {
      await page.goto(path)
      await expect(filterButtons(page)).toHaveCount(portfolioFilters.length)
      await expect(page.getByRole('main').getByRole('status')).toHaveAttribute('aria-live', 'polite')
      await expectFilter(page, 'all')
      let shownInCategories = 0
      for (const category of portfolioCategories) {
        await filterButton(page, category).click()
        await expectFilter(page, category)
        for (const card of await projectList(page).getByRole('listitem').all()) {
          await expect(card).toContainText(t(`portfolio:categories.${category}`))
        }
        shownInCategories += await projectList(page).getByRole('listitem').count()
      }
      expect(shownInCategories).toBe(8)
      await filterButton(page, 'all').click()
      await expectFilter(page, 'all')
    })

    test('keeps the category in the URL through reload, Back and Forward', async ({ page }) => {
      await page.goto(path)
      await filterButton(page, 'pos').click()
      await expect(page).toHaveURL(`${path}?category=pos`)
      await page.reload()
      await expectFilter(page, 'pos')

      await filterButton(page, 'web').click()
      await expect(page).toHaveURL(`${path}?category=web`)
      await page.goBack()
      await expect(page).toHaveURL(`${path}?category=pos`)
      await expectFilter(page, 'pos')
      await page.goBack()
      await expect(page).toHaveURL(path)
      await expectFilter(page, 'all')
      await page.goForward()
      await expectFilter(page, 'pos')
    })

    test('opens a shared filtered address as filtered, and an unknown category as all', async ({ page }) => {
      await page.goto(`${path}?category=shopify`)
      await expectFilter(page, 'shopify')
      await page.goto(`${path}?category=games`)
      await expectFilter(page, 'all')
    })

    test('opens a case study from the keyboard; Escape closes it and focus returns', async ({ page }) => {
      const [first] = portfolioProjects
      if (!first) throw new Error('no projects')
      await page.goto(path)
      // The filter bar comes just before the cards: one Tab from its last button reaches the
      // first card's View button.
      await filterButton(page, portfolioFilters.at(-1) ?? 'all').focus()
      await page.keyboard.press('Tab')
      const view = page.getByRole('button', { name: viewName(first.id) })
      await expect(view).toBeFocused()
      await page.keyboard.press('Enter')

      const dialog = page.getByRole('dialog', { name: projectName(first.id) })
      await expect(dialog).toBeVisible()
      for (const part of ['client', 'challenge', 'built', 'result'] as const) {
        await expect(dialog).toContainText(t(`portfolio:caseStudy.${part}`))
        await expect(dialog).toContainText(t(`portfolio:projectTexts.${first.id}.${part}` as never))
      }
      await expect(dialog.getByRole('link', { name: t('portfolio:cta') })).toHaveAttribute(
        'href',
        localizePath('/contact', locale),
      )
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(view).toBeFocused()
    })

    test('the close button closes the dialog and gives focus back to its View button', async ({ page }) => {
      const last = portfolioProjects[portfolioProjects.length - 1]
      if (!last) throw new Error('no projects')
      await page.goto(path)
      const view = page.getByRole('button', { name: viewName(last.id) })
      await view.click()
      const dialog = page.getByRole('dialog', { name: projectName(last.id) })
      await dialog.getByRole('button', { name: t('portfolio:caseStudy.close') }).click()
      await expect(dialog).toBeHidden()
      await expect(view).toBeFocused()
    })

    test('an address that names a case study opens it', async ({ page }) => {
      const project = portfolioProjects[3]
      if (!project) throw new Error('no fourth project')
      await page.goto(`${path}#case-${project.id}`)
      await expect(page.getByRole('dialog', { name: projectName(project.id) })).toBeVisible()
    })

    test('the open dialog has no accessibility violations', async ({ page }) => {
      await page.goto(path)
      const [first] = portfolioProjects
      if (!first) throw new Error('no projects')
      await page.getByRole('button', { name: viewName(first.id) }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })

    test('the View button is hidden until focused, and always shown on touch screens', async ({ browser }) => {
      const [first] = portfolioProjects
      if (!first) throw new Error('no projects')
      const opacity = (page: Page) =>
        page.getByRole('button', { name: viewName(first.id) }).evaluate((el) => getComputedStyle(el).opacity)

      const desktop = await browser.newPage({ reducedMotion: 'reduce' })
      await desktop.goto(path)
      expect(await opacity(desktop)).toBe('0')
      await desktop.getByRole('button', { name: viewName(first.id) }).focus()
      expect(await opacity(desktop)).toBe('1')
      await desktop.close()

      const touch = await browser.newPage({ hasTouch: true, reducedMotion: 'reduce' })
      await touch.goto(path)
      expect(await opacity(touch)).toBe('1')
      await touch.close()
    })

    test('without JavaScript every project and every case study can be read', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      await expect(projectList(page).getByRole('listitem')).toHaveCount(8)
      // Filter buttons that could not filter are not offered.
      await expect(filterButton(page, 'all')).toBeHidden()
      const [first] = portfolioProjects
      if (!first) throw new Error('no projects')
      const view = page.getByRole('link', { name: viewName(first.id) })
      await view.click()
      await expect(page).toHaveURL(`${path}#case-${first.id}`)
      const study = page.getByRole('article', { name: projectName(first.id) }).filter({
        hasText: t(`portfolio:projectTexts.${first.id}.challenge` as never),
      })
      await expect(study).toBeInViewport()
      await expect(
        page.getByRole('region', { name: t('portfolio:caseStudy.sectionHeading') }).getByRole('article'),
      ).toHaveCount(8)
      await context.close()
    })
  })
}

test('the Arabic dialog and badges mirror: close button and badge sit on the reading side', async ({ page }) => {
  const t = translations('ar')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(localizePath('/portfolio', 'ar'))
  const card = page
    .getByRole('region', { name: t('portfolio:projects.heading') })
    .getByRole('listitem')
    .first()
  const cardBox = await card.boundingBox()
  const badgeBox = await card.getByText(t('portfolio:categories.shopify'), { exact: true }).boundingBox()
  // The badge starts at the card's right edge, the reading start in Arabic.
  expect(cardBox && badgeBox && cardBox.x + cardBox.width - (badgeBox.x + badgeBox.width)).toBeLessThan(40)

  await card.getByRole('button').click()
  const dialog = page.getByRole('dialog')
  const dialogBox = await dialog.boundingBox()
  const closeBox = await dialog.getByRole('button', { name: t('portfolio:caseStudy.close') }).boundingBox()
  // The close button sits at the reading end (left), and the contact arrow points left.
  expect(dialogBox && closeBox && closeBox.x - dialogBox.x).toBeLessThan(80)
  const arrow = dialog.getByRole('link', { name: t('portfolio:cta') }).locator('svg')
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
})
