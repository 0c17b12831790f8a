import { expect, type Locator, test } from '@playwright/test'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { locales, localizePath, newestArticleIn, translations } from './support/site.ts'

const phone = { width: 390, height: 844 }
/** WCAG 2.5.5's target size, which every button and the menu toggle clear on a phone. */
const minimumTarget = 44

/** The rendered size of every visible element the locator matches. */
async function visibleSizes(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        const { width, height } = element.getBoundingClientRect()
        return { name: element.textContent?.trim() || element.getAttribute('aria-label') || '', width, height }
      }),
  )
}

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`phone layout in ${locale}`, () => {
    test.use({ viewport: phone, hasTouch: true })

    test('every button and the menu toggle is a tap target of at least 44 px', async ({ page }) => {
      const article = newestArticleIn(locale)
      for (const logical of ['/', '/services', '/contact', '/blog', `/blog/${article.slug}`]) {
        await page.goto(path(logical))
        // Buttons and links drawn as buttons (MUI's outlined and contained actions).
        const buttons = page.getByRole('main').locator('.MuiButton-root, .MuiIconButton-root')
        const sizes = await visibleSizes(buttons)
        expect(sizes.length, logical).toBeGreaterThan(0)
        for (const size of sizes) expect(size.height, `${logical}: ${size.name}`).toBeGreaterThanOrEqual(minimumTarget)
      }
      const back = page.getByRole('link', { name: t('blog:article.back') })
      expect((await back.boundingBox())?.height).toBeGreaterThanOrEqual(minimumTarget)
      const toggle = page.getByRole('button', { name: t('nav.openMenu') })
      const box = await toggle.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(minimumTarget)
      expect(box?.width).toBeGreaterThanOrEqual(minimumTarget)
    })

    test('the current page is marked by a straight bar, in the phone menu and on a wide screen', async ({ page }) => {
      const currentMark = (link: Locator) =>
        link.evaluate((element) => {
          const link = getComputedStyle(element)
          const bar = getComputedStyle(element, '::before')
          return {
            shadow: link.boxShadow,
            content: bar.content,
            radius: bar.borderRadius,
            width: bar.width,
            height: bar.height,
          }
        })
      await page.goto(path('/'))
      await page.getByRole('button', { name: t('nav.openMenu') }).click()
      const home = page
        .getByRole('navigation', { name: t('a11y.mainNavigation') })
        .getByRole('link', { name: t('nav.home') })
      // A bar at the reading start, square: no shadow following the link's rounded corners.
      expect(await currentMark(home)).toMatchObject({ shadow: 'none', content: '""', radius: '0px', width: '3px' })
      await page.setViewportSize({ width: 1280, height: 800 })
      const mark = await currentMark(home)
      expect(mark).toMatchObject({ shadow: 'none', content: '""', radius: '0px', height: '3px' })
    })

    test('the open phone menu covers the page: nothing of it shows over the dimmed screen', async ({ page }) => {
      await page.goto(path('/'))
      await page.getByRole('button', { name: t('nav.openMenu') }).click()
      const menu = page.locator('#site-menu')
      await expect(menu).toBeVisible()
      const menuBox = await menu.boundingBox()
      if (!menuBox) throw new Error('the menu has no box')
      // The strip just under the sheet's edge is the scrim alone, one even colour: no ink of the
      // page (the dots of a 'ي' falling below the hero's line, cut by the sheet's edge) shows
      // there. The scrim is the text's own dark blue, so a glyph under it would stay as dark.
      const strip = await page.screenshot({
        clip: { x: 0, y: Math.ceil(menuBox.y + menuBox.height), width: phone.width, height: 12 },
      })
      const colours = await page.evaluate(async (png) => {
        const image = new Image()
        image.src = `data:image/png;base64,${png}`
        await image.decode()
        const canvas = new OffscreenCanvas(image.width, image.height)
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no canvas')
        context.drawImage(image, 0, 0)
        const data = context.getImageData(0, 0, image.width, image.height).data
        const seen = new Set<string>()
        for (let index = 0; index < data.length; index += 4)
          seen.add(`${data[index]},${data[index + 1]},${data[index + 2]}`)
        return [...seen]
      }, strip.toString('base64'))
      expect(colours).toHaveLength(1)
    })

    test('the blog pagination keeps Previous, the page and Next on one row', async ({ page }) => {
      await page.goto(path('/blog'))
      const pagination = page.getByRole('navigation', { name: t('blog:pagination.label') })
      const previous = pagination.getByText(t('blog:pagination.previous'))
      const next = pagination.getByText(t('blog:pagination.next'))
      const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()]
      if (!previousBox || !nextBox) throw new Error('pagination steps not shown')
      // Their vertical centres agree, and neither runs off the screen.
      expect(Math.abs(previousBox.y + previousBox.height / 2 - (nextBox.y + nextBox.height / 2))).toBeLessThan(2)
      for (const box of [previousBox, nextBox]) {
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
      }
    })

    test('About’s three facts are compact rows of one height', async ({ page }) => {
      await page.goto(path('/about'))
      const facts = page.getByRole('main').locator('dl').first().locator(':scope > div')
      await expect(facts).toHaveCount(3)
      const heights = (await visibleSizes(facts)).map((size) => size.height)
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2)
      // Each fact one line of figure and label: not a tall box around a wrapped label.
      for (const height of heights) expect(height).toBeLessThan(locale === 'ur' ? 100 : 80)
    })

    test('a case study’s breadcrumb leads to the portfolio, without repeating the heading’s long name', async ({
      page,
    }) => {
      // The longest project name filled the first screen twice, in the trail and in the heading.
      const project = portfolioProjects.reduce((longest, candidate) =>
        String(t(`portfolio:projectTexts.${candidate.id}.name` as never)).length >
        String(t(`portfolio:projectTexts.${longest.id}.name` as never)).length
          ? candidate
          : longest,
      )
      await page.goto(path(`/portfolio/${project.slug}`))
      const trail = page.getByRole('navigation', { name: t('caseStudies:page.breadcrumb') })
      const items = trail.getByRole('listitem')
      await expect(items).toHaveCount(2)
      await expect(items.last().getByRole('link')).toHaveAttribute('href', path('/portfolio'))
      await expect(trail.getByText(String(t(`portfolio:projectTexts.${project.id}.name` as never)))).toBeHidden()
      // A separator only between the two: none hangs after the last.
      const separatorAfter = (index: number) =>
        items.nth(index).evaluate((element) => getComputedStyle(element, '::after').content)
      expect(await separatorAfter(0)).toBe('"/"')
      expect(await separatorAfter(1)).toBe('none')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        String(t(`portfolio:projectTexts.${project.id}.name` as never)),
      )
    })

    test('a category badge has room for the script’s letters', async ({ page }) => {
      await page.goto(path('/portfolio'))
      const [first] = portfolioProjects
      if (!first) throw new Error('no projects')
      // In the cards' list: the filter chip above it has the same words.
      const badge = page
        .getByRole('region', { name: t('portfolio:projects.heading') })
        .getByRole('list')
        .locator('[data-category-badge]', { hasText: t(`portfolio:categories.${first.category}` as never) })
        .first()
      const { lineHeight, paddingTop, fontSize, height } = await badge.evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          lineHeight: Number.parseFloat(style.lineHeight),
          paddingTop: Number.parseFloat(style.paddingTop),
          fontSize: Number.parseFloat(style.fontSize),
          height: element.getBoundingClientRect().height,
        }
      })
      // Urdu: Nastaliq rises about 1.1 em over the middle of its line and falls below it.
      if (locale === 'ur') {
        expect(lineHeight / fontSize).toBeGreaterThanOrEqual(2.2)
        expect(paddingTop).toBeGreaterThanOrEqual(4)
      }
      expect(height).toBeGreaterThanOrEqual(lineHeight + 2 * paddingTop - 0.5)
    })
  })

  test.describe(`phone layout in ${locale} without JavaScript`, () => {
    test.use({ viewport: phone, hasTouch: true, javaScriptEnabled: false })

    test('the open phone menu hides the action bar under it', async ({ page }) => {
      await page.goto(path('/'))
      const bar = page.getByRole('navigation', { name: t('channels:quickContact.label') })
      await expect(bar).toBeVisible()
      await page.getByRole('link', { name: t('nav.openMenu') }).click()
      await expect(page.getByRole('navigation', { name: t('a11y.mainNavigation') })).toBeVisible()
      await expect(bar).toBeHidden()
      await page.getByRole('link', { name: t('nav.closeMenu') }).click()
      await expect(bar).toBeVisible()
    })

    test('the portfolio filter works: its links filter the cards, with no empty row', async ({ page }) => {
      const portfolio = path('/portfolio')
      await page.goto(portfolio)
      const group = page.getByRole('group', { name: t('portfolio:filters.label') })
      const cards = page
        .getByRole('region', { name: t('portfolio:projects.heading') })
        .getByRole('list')
        .getByRole('listitem')
      await expect(cards).toHaveCount(portfolioProjects.length)
      const status = page.getByRole('main').getByRole('status')
      const statusFor = (filter: string, count: number) =>
        filter === 'all'
          ? t('portfolio:filters.statusAll', { count })
          : t('portfolio:filters.status', {
              count,
              total: portfolioProjects.length,
              category: t(`portfolio:categories.${filter}` as never),
            })
      // The line shows one sentence (the others wait, hidden, for their link).
      await expect(status).toHaveText(statusFor('all', portfolioProjects.length), { useInnerText: true })
      // The chips show at once, right under the intro: no reserved empty row.
      const all = group.getByRole('link', { name: t('portfolio:filters.all'), exact: true })
      await expect(all).toBeVisible()

      const category = 'pos'
      const count = portfolioProjects.filter((project) => project.category === category).length
      await group.getByRole('link', { name: t(`portfolio:categories.${category}` as never), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${portfolio}\\?category=${category}#`))
      await expect(cards).toHaveCount(count)
      await expect(status).toHaveText(statusFor(category, count), { useInnerText: true })
      await all.click()
      await expect(cards).toHaveCount(portfolioProjects.length)
      await expect(status).toHaveText(statusFor('all', portfolioProjects.length), { useInnerText: true })
    })
  })
}
