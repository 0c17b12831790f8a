import { expect, type Locator, type Page, test } from '@playwright/test'
import { webFaces } from '#components/theme/fontFaces.ts'
import { featuredCaseStudy, featuredClient } from '#config/featuredProject.ts'
import {
  type PortfolioProject,
  portfolioCategories,
  portfolioFilters,
  portfolioProjects,
} from '#config/portfolioProjects.ts'
import { projectsFor } from '#features/portfolio/projectsFor.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { cropWidths, expectCropLoaded, featuredFileAt } from './support/screenCrop.ts'
import { allLanguageLines, languageLine as lineFor } from './support/screenLanguage.ts'
import { locales, localizePath, translations } from './support/site.ts'

/** The picture's file arrived and was decoded, as AVIF or WebP. */
async function expectScreenLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/images\/screens\/[a-z-]+-\d+\.(avif|webp)$/,
  )
}

/** The faces that set Latin text on every page ('Inter'). */
const latinFamilies = [
  ...new Set(Object.values(webFaces).flatMap((face) => (face.script === 'latin' ? [face.family] : []))),
]

const countOf = (filter: string) =>
  portfolioProjects.filter((project) => filter === 'all' || project.category === filter).length

for (const locale of locales) {
  const t = translations(locale)
  const path = localizePath('/portfolio', locale)
  const filterName = (filter: string) =>
    filter === 'all' ? t('portfolio:filters.all') : t(`portfolio:categories.${filter}` as never)
  const projectName = (id: string) => t(`portfolio:projectTexts.${id}.name` as never)
  const readName = (id: string) => t('caseStudies:card.readLabel', { name: projectName(id) })
  const quickName = (id: string) => t('caseStudies:card.quickLabel', { name: projectName(id) })
  const readFullName = (id: string) => t('caseStudies:summary.readFullLabel', { name: projectName(id) })
  const screenAlt = (id: string) => t(`caseStudies:projects.${id}.alt` as never)
  const pagePath = (project: PortfolioProject) => localizePath(`/portfolio/${project.slug}`, locale)
  /** "Shown in Urdu", "Shown in English and Urdu": the line under a screen in another language. */
  const languageLine = (project: PortfolioProject) => lineFor(project.screen, locale)
  const featuredBanner = (page: Page) =>
    page.getByRole('region', {
      name: `${t('portfolio:featured.label')} ${projectName(featuredCaseStudy.id)}`,
      exact: true,
    })

  const projectList = (page: Page) =>
    page.getByRole('region', { name: t('portfolio:projects.heading') }).getByRole('list')
  const filterButtons = (page: Page) =>
    page.getByRole('group', { name: t('portfolio:filters.label') }).getByRole('button')
  const filterButton = (page: Page, filter: string) =>
    page
      .getByRole('group', { name: t('portfolio:filters.label') })
      .getByRole('button', { name: filterName(filter), exact: true })

  /** "Showing all 8 projects", "Showing 2 POS projects (of 8)": the status line's sentence. */
  const statusOf = (filter: string) =>
    filter === 'all'
      ? t('portfolio:filters.statusAll', { count: countOf(filter) })
      : t('portfolio:filters.status', {
          count: countOf(filter),
          total: portfolioProjects.length,
          category: filterName(filter),
        })

  /** The visible cards, the pressed button and the announced count all agree on `filter`. */
  async function expectFilter(page: Page, filter: string) {
    await expect(filterButton(page, filter)).toHaveAttribute('aria-pressed', 'true')
    await expect(filterButtons(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1)
    await expect(projectList(page).getByRole('listitem')).toHaveCount(countOf(filter))
    await expect(page.getByRole('main').getByRole('status')).toHaveText(statusOf(filter))
  }

  test.describe(`portfolio in ${locale}`, () => {
    test('shows eight projects, the reader’s own market first, each with its product screen, category, name and outcome', async ({
      page,
    }) => {
      await page.goto(path)
      const cards = projectList(page).getByRole('listitem')
      await expect(cards).toHaveCount(8)
      for (const [index, project] of projectsFor(locale).entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(projectName(project.id))
        await expect(card).toContainText(t(`portfolio:categories.${project.category}`))
        await expect(card).toContainText(t(`portfolio:projectTexts.${project.id}.outcome` as never))
        await expect(card.getByRole('link', { name: readName(project.id) })).toHaveText(t('caseStudies:card.read'))
        await expect(card.getByRole('link', { name: quickName(project.id) })).toHaveText(t('caseStudies:card.quick'))
        const image = card.getByRole('img', { name: screenAlt(project.id) })
        await expect(image).toHaveAttribute('width', '1200')
        await expect(image).toHaveAttribute('height', '750')
        await expect(image).toHaveAttribute('decoding', 'async')
        // None loads before the intro text paints: on a phone even the first row is below the fold.
        await expect(image).toHaveAttribute('loading', 'lazy')
        if (index < 3) await expect(image).not.toHaveAttribute('fetchpriority', 'low')
        else await expect(image).toHaveAttribute('fetchpriority', 'low')
        await image.scrollIntoViewIfNeeded()
        await expectScreenLoaded(image)
        // The category sits under the screen, never over the work it shows.
        const badge = card.getByText(t(`portfolio:categories.${project.category}`), { exact: true })
        const [screenBox, badgeBox] = await Promise.all([image.boundingBox(), badge.boundingBox()])
        expect(badgeBox?.y).toBeGreaterThanOrEqual((screenBox?.y ?? 0) + (screenBox?.height ?? 0))
      }
    })

    test('a card whose screen is in another language says which, under the picture', async ({ page }) => {
      await page.goto(path)
      const cards = projectList(page).getByRole('listitem')
      const lines = allLanguageLines(locale)
      for (const project of portfolioProjects) {
        const card = cards.filter({ has: page.getByRole('heading', { name: projectName(project.id), exact: true }) })
        const line = languageLine(project)
        if (!line) {
          // A screen in the reader's own language alone has no such line.
          for (const other of lines) await expect(card.getByText(other, { exact: true })).toHaveCount(0)
          continue
        }
        const caption = card.getByText(line, { exact: true })
        await caption.scrollIntoViewIfNeeded()
        await expect(caption).toBeVisible()
        const [screenBox, captionBox] = await Promise.all([
          card.getByRole('img', { name: screenAlt(project.id) }).boundingBox(),
          caption.boundingBox(),
        ])
        expect(captionBox?.y).toBeGreaterThanOrEqual((screenBox?.y ?? 0) + (screenBox?.height ?? 0))
      }
      // One the reader can check: the Lahore till in Urdu, or for a Urdu reader the Dubai store in Arabic.
      const wording = { en: 'Shown in Urdu', ar: 'الواجهة بالأردية', ur: 'انٹرفیس عربی میں' }[locale]
      const example = portfolioProjects.find(
        (project) => project.id === (locale === 'ur' ? 'perfumeStore' : 'restaurantPos'),
      )
      if (!example) throw new Error('no example project')
      expect(languageLine(example)).toBe(wording)
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

    test('every filter pill is one height, and its label is centred in it whatever its script', async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await page.evaluate(() => document.fonts.ready)
        const pills = await filterButtons(page).evaluateAll((buttons) =>
          buttons.map((button) => {
            const pill = button.getBoundingClientRect()
            const labels: { text: string; offCentre: number; face: string }[] = []
            const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent?.trim() ?? ''
              if (!text || !node.parentElement) continue
              // The text's box is its face's ascent and descent, centred on its line when the
              // face is the first of its element's: a Latin word in the Urdu face's line box sat
              // on the Nastaliq baseline, 4 px low.
              const range = document.createRange()
              range.selectNodeContents(node)
              const box = range.getBoundingClientRect()
              const face = getComputedStyle(node.parentElement).fontFamily.split(',')[0]?.replaceAll('"', '').trim()
              // Nastaliq runs are then lifted on purpose to the Latin letters' optical middle
              // (ScriptLabel, tests/script-alignment.spec.ts): their box is measured before it.
              const parentStyle = getComputedStyle(node.parentElement)
              const lift = parentStyle.position === 'relative' ? Number.parseFloat(parentStyle.top) || 0 : 0
              labels.push({
                text,
                offCentre: (box.top + box.bottom) / 2 - lift - (pill.top + pill.bottom) / 2,
                face: face ?? '',
              })
            }
            return { height: pill.height, labels }
          }),
        )
        expect(pills).toHaveLength(portfolioFilters.length)
        const heights = pills.map((pill) => pill.height)
        expect(Math.max(...heights) - Math.min(...heights), `${width} px: ${heights.join(', ')}`).toBeLessThan(0.5)
        for (const { labels } of pills) {
          // One run, or a Latin and a Nastaliq one ('POS سسٹم'), each centred on its own.
          expect(labels.length).toBeGreaterThan(0)
          for (const label of labels) {
            expect(Math.abs(label.offCentre), `${width} px: ${label.text}`).toBeLessThanOrEqual(1)
            if (/^[\p{Script=Latin} ]+$/u.test(label.text)) expect(latinFamilies, label.text).toContain(label.face)
          }
        }
      }
    })

    test('at 390 px every filter chip is whole on screen, in two rows, without scrolling sideways', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      const bar = page.getByRole('group', { name: t('portfolio:filters.label') })
      await bar.scrollIntoViewIfNeeded()
      // The row itself does not scroll: nothing waits past its edge ('Shopify' did, round 8).
      expect(await bar.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0)
      const tops = new Set<number>()
      for (const filter of portfolioFilters) {
        const chip = filterButton(page, filter)
        await expect(chip).toBeInViewport({ ratio: 1 })
        const box = await chip.boundingBox()
        if (!box) throw new Error(`${filter} is not laid out`)
        expect(box.x, filter).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, filter).toBeLessThanOrEqual(390)
        expect(box.height, filter).toBeGreaterThanOrEqual(44)
        tops.add(Math.round(box.y))
      }
      expect(tops.size).toBeLessThanOrEqual(2)
    })

    test('on a phone the chips stay under the header over the grid, and hide no focused link', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      const bar = page.getByRole('group', { name: t('portfolio:filters.label') })
      const bottomOf = async (locator: Locator) => {
        const box = await locator.boundingBox()
        if (!box) throw new Error('not laid out')
        return box.y + box.height
      }
      const shown = projectsFor(locale)
      const [, second, third] = shown
      if (!second || !third) throw new Error('too few projects')
      // Deep in the grid the chips are still there, right under the header.
      const read = page.getByRole('link', { name: readName(third.id) })
      await read.scrollIntoViewIfNeeded()
      expect((await bar.boundingBox())?.y).toBeCloseTo(await bottomOf(page.getByRole('banner')), -0.5)
      // A link reached by Tab while it sits under the bar is scrolled clear of it.
      await read.evaluate((link) => window.scrollBy(0, link.getBoundingClientRect().top - 70))
      await page
        .getByRole('link', { name: quickName(second.id) })
        .evaluate((link) => link.focus({ preventScroll: true }))
      await page.keyboard.press('Tab')
      await expect(read).toBeFocused()
      expect((await read.boundingBox())?.y).toBeGreaterThanOrEqual(await bottomOf(bar))
      // A choice made there shows its count and its cards under the bar, not the page below the shorter grid.
      await filterButton(page, 'pos').click()
      await expectFilter(page, 'pos')
      const status = page.getByRole('main').getByRole('status')
      expect((await status.boundingBox())?.y).toBeGreaterThanOrEqual((await bottomOf(bar)) - 1)
      await expect(projectList(page).getByRole('listitem').first()).toBeInViewport()
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

    test('a click anywhere on a card opens its case-study page, and Back returns to the grid', async ({ page }) => {
      await page.goto(path)
      for (const project of portfolioProjects) {
        const card = projectList(page)
          .getByRole('listitem')
          .filter({ hasText: projectName(project.id) })
        // On screen first, as a reader sees it: a card far down the page is drawn only as it nears
        // the screen (content-visibility), and a click in the same instant as the scroll met the
        // card's empty box, not its link's cover (the banner above the grid took the Urdu cards there).
        await card.scrollIntoViewIfNeeded()
        await expect(card.getByRole('link', { name: readName(project.id) })).toBeInViewport()
        // Anywhere on the card: here its screen, near the top corner, not on the link's text.
        await card.click({ position: { x: 60, y: 60 } })
        await expect(page).toHaveURL(pagePath(project))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName(project.id))
        await page.goBack()
        await expect(page).toHaveURL(path)
      }
    })

    test('every card’s Quick Look opens its summary in a dialog that links to its own page', async ({ page }) => {
      await page.goto(path)
      const dialog = page.getByRole('dialog')
      for (const project of portfolioProjects) {
        await page.getByRole('link', { name: quickName(project.id) }).click()
        await expect(page.getByRole('dialog', { name: projectName(project.id) })).toBeVisible()
        await expect(dialog.getByRole('img', { name: screenAlt(project.id) })).toBeVisible()
        await expect(dialog.getByRole('link', { name: t('caseStudies:dialog.openPage') })).toHaveAttribute(
          'href',
          pagePath(project),
        )
        // The summary ends with the way on to the whole story, as well as the header's link.
        const readFull = dialog.getByRole('link', { name: readFullName(project.id) })
        await expect(readFull).toHaveAttribute('href', pagePath(project))
        await expect(readFull).toHaveText(t('caseStudies:summary.readFull'))
        await dialog.getByRole('button', { name: t('portfolio:caseStudy.close') }).click()
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(path)
      }
    })

    test('from the keyboard, Enter on a card opens its page; on Quick Look, its summary, and Escape returns focus', async ({
      page,
    }) => {
      await page.goto(path)
      // The filter bar comes just before the cards: one Tab from its last button reaches the
      // first card's link, the next its Quick Look.
      await filterButton(page, portfolioFilters.at(-1) ?? 'all').focus()
      await page.keyboard.press('Tab')
      const shown = projectsFor(locale)
      const [first] = shown
      if (!first) throw new Error('no projects')
      await expect(page.getByRole('link', { name: readName(first.id) })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: quickName(first.id) })).toBeFocused()
      for (const project of shown) {
        const quick = page.getByRole('link', { name: quickName(project.id) })
        if (project !== first) await quick.focus()
        await expect(quick).toBeFocused()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name: projectName(project.id) })
        await expect(dialog).toBeVisible()
        for (const part of ['client', 'challenge', 'built', 'result'] as const) {
          await expect(dialog).toContainText(t(`portfolio:caseStudy.${part}`))
          await expect(dialog).toContainText(t(`portfolio:projectTexts.${project.id}.${part}` as never))
        }
        await expect(dialog.getByRole('link', { name: t('portfolio:cta') })).toHaveAttribute(
          'href',
          localizePath('/contact', locale),
        )
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(quick).toBeFocused()
        // Closed, the page scrolls again: the dialog's close handler has run, and the next card
        // can take the focus.
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY))
          .not.toBe('hidden')
      }
      const read = page.getByRole('link', { name: readName(first.id) })
      await read.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(pagePath(first))
    })

    test('an open case study has its own address, and Back closes it without leaving the portfolio', async ({
      page,
    }) => {
      const project = portfolioProjects[2] as PortfolioProject
      await page.goto(path)
      await page.getByRole('link', { name: quickName(project.id) }).click()
      const dialog = page.getByRole('dialog', { name: projectName(project.id) })
      await expect(dialog).toBeVisible()
      const address = new URL(page.url())
      expect(address.pathname).toBe(path)
      expect(address.hash).not.toBe('')
      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Forward opens it again, and the shared address opens it on arrival.
      await page.goForward()
      await expect(dialog).toBeVisible()
      // The close event of that Back can arrive after Forward has opened the study again (a busy
      // phone): it leaves the page locked behind the open dialog and the history where it is.
      const stillLocked = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = document.querySelector<HTMLDialogElement>('dialog[open]')
            open?.addEventListener('close', () => resolve(document.documentElement.style.overflow === 'hidden'), {
              once: true,
            })
            open?.close()
            open?.showModal()
          }),
      )
      expect(stillLocked).toBe(true)
      await page.keyboard.press('Escape')
      await expect(page).toHaveURL(path)
      await page.goto(address.href)
      await page.reload()
      await expect(dialog).toBeVisible()
    })

    test('the open dialog shows the screen, and the link in its header opens the case-study page', async ({ page }) => {
      const project = portfolioProjects[1] as PortfolioProject
      await page.goto(path)
      await page.getByRole('link', { name: quickName(project.id) }).click()
      const dialog = page.getByRole('dialog', { name: projectName(project.id) })
      await expectScreenLoaded(dialog.getByRole('img', { name: screenAlt(project.id) }))
      await dialog
        .getByRole('link', { name: t('caseStudies:dialog.openPage') })
        .first()
        .click()
      await expect(page).toHaveURL(pagePath(project))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName(project.id))
    })

    test('the page behind the open dialog does not scroll', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const [first] = portfolioProjects
      if (!first) throw new Error('no projects')
      await page.getByRole('link', { name: quickName(first.id) }).scrollIntoViewIfNeeded()
      const scrollY = () => page.evaluate(() => window.scrollY)
      const before = await scrollY()
      await page.getByRole('link', { name: quickName(first.id) }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      // On the backdrop, beside the dialog: the wheel would scroll the page if it could.
      await page.mouse.move(20, 400)
      for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 600)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await scrollY()).toBe(before)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')

      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      // Closed, the same wheel scrolls the page again.
      await page.mouse.wheel(0, 600)
      await expect.poll(scrollY).toBeGreaterThan(before)
    })

    test('on a phone the close button stays in reach at the end of a long case study', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      const project = portfolioProjects[0] as PortfolioProject
      await page.getByRole('link', { name: quickName(project.id) }).click()
      const dialog = page.getByRole('dialog', { name: projectName(project.id) })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('link', { name: t('portfolio:cta') }).scrollIntoViewIfNeeded()
      expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(200)
      const close = dialog.getByRole('button', { name: t('portfolio:caseStudy.close') })
      await expect(close).toBeInViewport()
      const box = await close.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      await close.click()
      await expect(dialog).toBeHidden()
    })

    test('the status line says what the filter shows in a sentence, not a tally', async ({ page }) => {
      const wording = {
        en: ['Showing all 8 projects', 'Showing 2 POS projects (of 8)'],
        ar: ['جميع المشاريع (8)', 'نعرض مشروعين من فئة نقاط البيع من أصل 8'],
        ur: ['تمام 8\u00a0پروجیکٹس', 'POS سسٹم کے 2\u00a0پروجیکٹس (کل\u00a08)'],
      }[locale]
      await page.goto(path)
      const status = page.getByRole('main').getByRole('status')
      await expect(status).toHaveText(wording[0] ?? '')
      await filterButton(page, 'pos').click()
      await expect(status).toHaveText(wording[1] ?? '')
    })

    test('on a phone the summary ends with a full-width link to the whole case study, Close in reach', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const project = portfolioProjects[0] as PortfolioProject
      await page.goto(path)
      await page.getByRole('link', { name: quickName(project.id) }).click()
      const dialog = page.getByRole('dialog', { name: projectName(project.id) })
      await expect(dialog).toBeVisible()
      // After Close, Tab goes through the study to its end: the link to the page, then the quote.
      const close = dialog.getByRole('button', { name: t('portfolio:caseStudy.close') })
      await close.focus()
      await page.keyboard.press('Tab')
      const readFull = dialog.getByRole('link', { name: readFullName(project.id) })
      await expect(readFull).toBeFocused()
      await expect(readFull).toBeInViewport()
      await expect(close).toBeInViewport()
      expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(200)
      const [link, body] = await Promise.all([readFull.boundingBox(), dialog.locator('[data-case-body]').boundingBox()])
      expect(link?.height).toBeGreaterThanOrEqual(48)
      expect(link && body && link.width).toBeGreaterThanOrEqual((body?.width ?? 0) - 1)
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('link', { name: t('portfolio:cta') })).toBeFocused()
      // It opens the page; Back returns to the study, and Back again closes it on the portfolio.
      await readFull.click()
      await expect(page).toHaveURL(pagePath(project))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName(project.id))
      await page.goBack()
      await expect(dialog).toBeVisible()
      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(path)
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
      await page.getByRole('link', { name: quickName(first.id) }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    // The banner's picture: on a phone the storefront's phone crop, on a desktop the laptop's screen.
    for (const { crop, ...viewport } of cropWidths) {
      test(`at ${viewport.width} px the featured banner's picture is the storefront's ${crop} crop`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(path)
        const screen = featuredBanner(page).getByRole('img', { name: screenAlt(featuredCaseStudy.id), exact: true })
        await expectCropLoaded(screen, featuredFileAt(locale, crop), crop)
      })
    }

    test('the featured project’s banner comes before the filters and leads to its case study, which is not a card', async ({
      page,
    }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 })
        await page.goto(path)
        const banner = featuredBanner(page)
        await expect(banner).toBeVisible()
        await expect(banner.getByRole('heading', { level: 2 })).toHaveText(projectName(featuredCaseStudy.id))
        await expect(banner).toContainText(t(`portfolio:projectTexts.${featuredCaseStudy.id}.outcome` as never))
        // Above the filters, at both widths.
        const [bannerBox, barBox] = await Promise.all([
          banner.boundingBox(),
          page.getByRole('group', { name: t('portfolio:filters.label') }).boundingBox(),
        ])
        expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0), `${width} px`).toBeLessThanOrEqual(barBox?.y ?? 0)
      }
      // Its one link, the whole banner's, opens the case study in the page's language.
      const banner = featuredBanner(page)
      await expect(banner.getByRole('link')).toHaveCount(1)
      const read = banner.getByRole('link', {
        name: t('caseStudies:card.readLabel', { name: featuredClient }),
        exact: true,
      })
      await expect(read).toHaveAttribute('href', pagePath(featuredCaseStudy))
      // Said once: no long featured section after the grid (Home keeps it).
      await expect(page.getByRole('region', { name: t('home:featured.heading'), exact: true })).toHaveCount(0)
      // The grid keeps its eight cards.
      await expect(projectList(page).getByRole('listitem')).toHaveCount(portfolioProjects.length)
      await expect(projectList(page).getByRole('link', { name: featuredClient })).toHaveCount(0)
      // A click anywhere on it opens the page (no dialog: the dialog is the grid's).
      await banner.click()
      await expect(page).toHaveURL(new RegExp(`${pagePath(featuredCaseStudy)}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName(featuredCaseStudy.id))
    })

    test('the Read case study link is always shown, without hover', async ({ page }) => {
      await page.goto(path)
      for (const project of portfolioProjects) {
        const read = page.getByRole('link', { name: readName(project.id) })
        await read.scrollIntoViewIfNeeded()
        await expect(read).toBeVisible()
        expect(await read.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
      }
    })

    test('without JavaScript every project and every case study can be read', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(path)
      await expect(projectList(page).getByRole('listitem')).toHaveCount(8)
      // The filters are links that load the filtered page (tests/phone-layout.spec.ts filters by them).
      await expect(
        page
          .getByRole('group', { name: t('portfolio:filters.label') })
          .getByRole('link', { name: filterName('all'), exact: true }),
      ).toBeVisible()
      const [first] = portfolioProjects
      if (!first) throw new Error('no projects')
      // Every case study is on the page itself, with its screen.
      const study = page.getByRole('article', { name: projectName(first.id) }).filter({
        hasText: t(`portfolio:projectTexts.${first.id}.challenge` as never),
      })
      await expect(study.getByRole('img', { name: screenAlt(first.id) })).toHaveCount(1)
      await expect(study.getByRole('link', { name: readFullName(first.id) })).toHaveAttribute('href', pagePath(first))
      // Quick Look leads to that summary on this page.
      await page.getByRole('link', { name: quickName(first.id) }).click()
      await expect(study).toBeInViewport()
      // And each card's link opens the project's own page (exact: in Urdu the card's name is the end
      // of the study's «پوری کیس اسٹڈی پڑھیں: …»).
      await page.getByRole('link', { name: readName(first.id), exact: true }).click()
      await expect(page).toHaveURL(pagePath(first))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName(first.id))
      await page.goBack()
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

  await card.getByRole('link', { name: t('caseStudies:card.quick'), exact: false }).click()
  const dialog = page.getByRole('dialog')
  const dialogBox = await dialog.boundingBox()
  const closeBox = await dialog.getByRole('button', { name: t('portfolio:caseStudy.close') }).boundingBox()
  // The close button sits at the reading end (left), and the link to the page points left.
  expect(dialogBox && closeBox && closeBox.x - dialogBox.x).toBeLessThan(80)
  const arrow = dialog.getByRole('link', { name: t('caseStudies:summary.readFull'), exact: false }).locator('svg')
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
})
