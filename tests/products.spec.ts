import { expect, type Page, test } from '@playwright/test'
import { screenSize } from '#components/screenSources.ts'
import { company } from '#config/company.ts'
import { sisterProducts, toolsHost } from '#config/products.ts'
import { toolCatalogue } from '#config/toolCatalogue.ts'
import { screenshots } from '#features/products/screenshots.ts'
import { specifiedToolCounts } from '#testing/specifiedToolCounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { locales, localizePath, translations } from './support/site.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')
const chatbot = sisterProducts.find((product) => product.id === 'chatbot')

// Document height of /products on a 390 x 844 phone with every category closed, in screens of
// 844 px. Before the ReplyPilot block and the collapsible categories (2026-11-23): 12,332 px (en),
// 12,596 (ar), 15,360 (ur). With them: 7,030 (8.3 screens), 7,652 (9.1), 9,006 (10.7). After the
// phone layout of 2026-11-24 (tighter bands, one-row categories, the screenshots in one sideways
// row): 5,608 (6.6), 6,182 (7.3), 7,545 (8.9). Of that the site's footer, the same on every page,
// is 1,310 / 1,467 / 1,905 px, so five screens is out of reach while it stays as it is; the bounds
// leave a little room for other work and fail long before the page grows back.
const phone = { width: 390, height: 844 } as const
const phoneScreens = { en: 7, ar: 7.75, ur: 9.5 } as const

for (const locale of locales) {
  const t = translations(locale)
  const rtl = locale !== 'en'
  const opensInNewTab = t('a11y.opensInNewTab')
  const categoryName = (id: string) => t(`products:categories.${id}.name` as never) as string
  // A category is a <details> named by its heading; its <summary> has no ARIA role to query by.
  const category = (page: Page, id: string) => page.getByRole('group', { name: categoryName(id), exact: true })
  const summaryOf = (page: Page, id: string) => category(page, id).locator('summary')
  const toolList = (page: Page, id: string) =>
    category(page, id).getByRole('list', {
      name: t('products:catalogue.toolsLabel', { category: categoryName(id) }),
    })
  const openCategory = async (page: Page, id: string) => {
    await category(page, id).getByRole('heading', { level: 3 }).click()
    await expect(toolList(page, id)).toBeVisible()
  }
  const withoutTags = (text: string) => text.replace(/<\/?ltr>/g, '')

  test.describe(`products in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(localizePath('/products', locale))
    })

    test('the hero links both sister products to their own sites in a new tab', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('products:heading'))
      const hero = page.getByRole('region', { name: t('products:heading') })
      for (const product of sisterProducts) {
        const link = hero.getByRole('link', {
          name: `${t('home:products.visit', { name: product.name })} ${opensInNewTab}`,
          exact: true,
        })
        await expect(link).toHaveAttribute('href', product.url)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    })

    test('ReplyPilot shows what it automates and a visit link in a new tab', async ({ page }) => {
      const block = page.getByRole('region', { name: t('replyPilot:heading', { name: chatbot?.name }) })
      for (const id of ['support', 'leads', 'orders', 'handover'] as const) {
        await expect(block.getByText(t(`replyPilot:automates.${id}.title`), { exact: true })).toBeVisible()
      }
      const link = block.getByRole('link', {
        name: `${t('replyPilot:visit', { name: chatbot?.name })} ${opensInNewTab}`,
        exact: true,
      })
      await expect(link).toHaveAttribute('href', chatbot?.url ?? '')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
      // On screen the new tab is a sign beside the words (the words themselves wrapped under the
      // link in Arabic and read like text meant for screen readers), pointing the reading way.
      await expect(link).toBeVisible()
      const words = await link.getByText(opensInNewTab.trim()).boundingBox()
      expect(words?.width).toBeLessThanOrEqual(1)
      const sign = link.locator('[data-new-tab-icon]')
      await expect(sign).toBeVisible()
      const transform = await sign.evaluate((el) => getComputedStyle(el).transform)
      expect(transform === 'matrix(-1, 0, 0, 1, 0, 0)').toBe(locale !== 'en')
    })

    test('ReplyPilot offers a demo on WhatsApp, the message already written in the page language', async ({ page }) => {
      const block = page.getByRole('region', { name: t('replyPilot:heading', { name: chatbot?.name }) })
      const demo = block.getByRole('link', { name: t('replyPilot:demo.button', { name: chatbot?.name }) })
      await expect(demo).toBeVisible()
      const href = new URL((await demo.getAttribute('href')) ?? '')
      expect(href.origin).toBe('https://wa.me')
      expect(href.pathname).toMatch(/^\/\d{10,15}$/)
      expect(href.searchParams.get('text')).toBe(
        t('replyPilot:demo.message', { company: company.name, name: chatbot?.name }),
      )
      // WhatsApp opens in the same tab (the app takes over on a phone).
      await expect(demo).not.toHaveAttribute('target', '_blank')
      // ReplyPilot comes first among the products, before the free tools.
      const hero = page.getByRole('region', { name: t('products:heading') })
      await expect(hero.getByRole('heading', { level: 2 }).first()).toHaveText(t('home:products.chatbot.title'))
    })

    test('ReplyPilot shows an illustrated WhatsApp chat in the page language, speakers named, bubbles mirrored', async ({
      page,
    }) => {
      const figure = page.getByRole('figure', { name: t('replyPilot:chat.caption', { name: chatbot?.name }) })
      await expect(figure).toBeVisible()
      const messages = figure.getByRole('list', { name: t('replyPilot:chat.label') }).getByRole('listitem')
      await expect(messages).toHaveCount(5)
      const ids = ['orderQuestion', 'orderAnswer', 'leadQuestion', 'leadAnswer'] as const
      for (const [index, id] of ids.entries()) {
        const speaker =
          index % 2 === 0 ? t('replyPilot:chat.customer') : t('replyPilot:chat.bot', { name: chatbot?.name })
        await expect(messages.nth(index)).toContainText(
          `${speaker} ${withoutTags(t(`replyPilot:chat.messages.${id}`))}`,
        )
      }
      await expect(messages.nth(4)).toHaveText(t('replyPilot:chat.handover'))
      // Order numbers, prices and phone numbers are isolated left-to-right runs.
      const ltrRuns = [...t('replyPilot:chat.messages.leadAnswer').matchAll(/<ltr>(.*?)<\/ltr>/g)].map((m) => m[1])
      await expect(messages.nth(3).locator('bdi[dir="ltr"]')).toHaveText(ltrRuns as string[])
      // The customer's bubbles sit at the reading end: right in English, left in Arabic and Urdu.
      const customerBox = await messages.nth(0).boundingBox()
      const botBox = await messages.nth(1).boundingBox()
      expect(customerBox && botBox).toBeTruthy()
      if (customerBox && botBox) expect(customerBox.x < botBox.x).toBe(rtl)
      // An illustration: nothing in it takes focus.
      expect(await figure.evaluate((element) => element.querySelectorAll('a, button, [tabindex]').length)).toBe(0)
    })

    test('the nine categories start closed, each showing its specified tool count', async ({ page }) => {
      for (const [id, count] of Object.entries(specifiedToolCounts)) {
        const group = category(page, id)
        await expect(group).not.toHaveAttribute('open')
        await expect(group.getByRole('heading', { level: 3 })).toHaveText(categoryName(id))
        await expect(summaryOf(page, id)).toContainText(t('products:catalogue.toolCount', { count }))
        await expect(toolList(page, id)).toBeHidden()
      }
      // The links are in the HTML while closed, for search engines (150 tools, 136 of them live).
      expect(await page.locator('details[data-tool-category] a[href^="https://"]').count()).toBe(136)
    })

    test('opened, the categories list 150 tools with the specified counts', async ({ page }) => {
      let total = 0
      for (const [id, count] of Object.entries(specifiedToolCounts)) {
        await openCategory(page, id)
        const group = category(page, id)
        await expect(group.getByText(t(`products:categories.${id}.description` as never) as string)).toBeVisible()
        await expect(
          group.getByRole('list', { name: t('products:catalogue.featuresLabel') }).getByRole('listitem'),
        ).toHaveCount(4)
        const items = toolList(page, id).getByRole('listitem')
        await expect(items).toHaveCount(count)
        total += await items.count()
      }
      expect(total).toBe(150)
    })

    test('a category opens and closes from the keyboard, with Enter and Space', async ({ page }) => {
      const summary = summaryOf(page, 'seo')
      await summary.focus()
      await page.keyboard.press('Enter')
      await expect(toolList(page, 'seo')).toBeVisible()
      await expect(page).toHaveURL(/#tools-seo$/)
      await page.keyboard.press('Space')
      await expect(toolList(page, 'seo')).toBeHidden()
      await expect(page).toHaveURL(/\/products$/)
    })

    test('a link to #tools-image opens the image tools, and opening another category changes the hash', async ({
      page,
    }) => {
      await page.goto(`${localizePath('/products', locale)}#tools-image`)
      await expect(toolList(page, 'image')).toBeVisible()
      await expect(category(page, 'image').getByRole('heading', { level: 3 })).toBeInViewport()
      await expect(category(page, 'pdf')).not.toHaveAttribute('open')
      await openCategory(page, 'pdf')
      await expect(page).toHaveURL(/#tools-pdf$/)
      await category(page, 'pdf').getByRole('heading', { level: 3 }).click()
      await expect(toolList(page, 'pdf')).toBeHidden()
      await expect(page).toHaveURL(/\/products$/)
    })

    test('links every available tool to its page on the tools host, in a new tab', async ({ page }) => {
      for (const group of toolCatalogue) {
        if (group.id === 'video') continue
        await openCategory(page, group.id)
        const links = toolList(page, group.id).getByRole('link')
        const names = group.tools.map((tool) => `${t(`products:tools.${tool.id}` as never)} ${opensInNewTab}`)
        await expect(links).toHaveCount(group.tools.length)
        for (const [index, name] of names.entries()) await expect(links.nth(index)).toHaveAccessibleName(name)
        const attributes = await links.evaluateAll((anchors) =>
          anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')].join(' ')),
        )
        expect(attributes).toEqual(group.tools.map((tool) => `${toolsHost}${tool.path} _blank noopener noreferrer`))
      }
    })

    test('the video tools say "14 tools coming soon" while closed, and open to 14 unavailable tools with no link', async ({
      page,
    }) => {
      await expect(summaryOf(page, 'video')).toContainText(t('products:catalogue.toolCountComingSoon', { count: 14 }))
      await openCategory(page, 'video')
      const list = toolList(page, 'video')
      const items = list.getByRole('listitem')
      await expect(items).toHaveCount(14)
      await expect(list.getByRole('link')).toHaveCount(0)
      const video = toolCatalogue.find((group) => group.id === 'video')
      for (const [index, tool] of (video?.tools ?? []).entries()) {
        const item = items.nth(index)
        await expect(item).toHaveText(
          `${t(`products:tools.${tool.id}` as never)} ${t('products:catalogue.comingSoon')}`,
        )
        await expect(item.locator('[aria-disabled="true"]')).toHaveCount(1)
      }
      // Nothing in the list takes keyboard focus.
      expect(await list.evaluate((element) => element.querySelectorAll('a, button, [tabindex]').length)).toBe(0)
    })

    test('shows three ToolHarbor screens in the page language, with localized alt text and captions', async ({
      page,
    }) => {
      const showcase = page.getByRole('region', { name: t('products:showcase.heading') })
      const figures = showcase.getByRole('figure')
      await expect(figures).toHaveCount(3)
      // On a desktop, side by side in one row.
      const tops = await figures.evaluateAll((all) =>
        all.map((figure) => Math.round(figure.getBoundingClientRect().top)),
      )
      expect(new Set(tops).size).toBe(1)
      for (const [index, { id, file }] of screenshots.entries()) {
        const figure = figures.nth(index)
        const image = figure.getByRole('img', {
          name: t(`products:showcase.screens.${id}.alt` as never, { name: tools?.name }) as string,
        })
        // Below the fold: loaded when near the screen, its 16:10 space reserved.
        await expect(image).toHaveAttribute('loading', 'lazy')
        await expect(image).toHaveAttribute('width', String(screenSize.width))
        await expect(image).toHaveAttribute('height', String(screenSize.height))
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
        // The tool's screen in the page's language, as AVIF or WebP. Arabic and Urdu screens are
        // drawn right to left, so none is mirrored (that would turn its words backwards).
        expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
          new RegExp(`/images/screens/toolharbor-${file}-${locale}-\\d+\\.(avif|webp)$`),
        )
        await expect(image).toHaveCSS('transform', 'none')
        await expect(figure.locator('figcaption')).toHaveText(t(`products:showcase.screens.${id}.caption` as never))
      }
    })

    test('lists the five features coming soon', async ({ page }) => {
      const roadmap = page.getByRole('region', { name: t('products:roadmap.heading'), exact: true })
      await expect(roadmap.getByRole('listitem')).toHaveText(
        ['ai', 'collaboration', 'api', 'mobile', 'analytics'].map((id) => t(`products:roadmap.items.${id}` as never)),
      )
    })

    test('closes with a link to the tools site in a new tab', async ({ page }) => {
      const cta = page.getByRole('region', { name: t('products:cta.heading') })
      const link = cta.getByRole('link', {
        name: `${t('products:cta.button', { name: tools?.name })} ${opensInNewTab}`,
        exact: true,
      })
      await expect(link).toHaveAttribute('href', toolsHost)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    })

    test(`on a 390 px phone: no sideways scrolling, at most ${phoneScreens[locale]} screens with the categories closed, and a category opens from the keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.reload()
      await page.evaluate(() => document.fonts.ready)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await expect(page.locator('details[data-tool-category][open]')).toHaveCount(0)
      const height = () => page.evaluate(() => document.documentElement.scrollHeight)
      const closedHeight = await height()
      expect(closedHeight).toBeLessThanOrEqual(phoneScreens[locale] * phone.height)
      // A closed category is one row with its count: nine of them take little more than one screen.
      const rows = await page
        .locator('details[data-tool-category]')
        .evaluateAll((all) => all.map((details) => details.getBoundingClientRect().height))
      expect(rows).toHaveLength(9)
      for (const row of rows) expect(row).toBeLessThanOrEqual(64)

      // Tab to a category, open it with Enter: its tools appear and the URL names it.
      const summary = summaryOf(page, 'image')
      await summary.focus()
      await expect(summary).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(toolList(page, 'image')).toBeVisible()
      await expect(toolList(page, 'image').getByRole('link')).toHaveCount(27)
      await expect(page).toHaveURL(/#tools-image$/)
      expect(await height()).toBeGreaterThan(closedHeight)
    })

    test('on a phone the three screenshots sit in one row that scrolls sideways, also from the keyboard', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.reload()
      const row = page.getByRole('list', { name: t('products:showcase.heading'), exact: true })
      const figures = row.getByRole('figure')
      await expect(figures).toHaveCount(3)
      const tops = await figures.evaluateAll((all) =>
        all.map((figure) => Math.round(figure.getBoundingClientRect().top)),
      )
      expect(new Set(tops).size).toBe(1)
      // The next screenshot shows at the edge, inviting a swipe; the row scrolls, the page does not.
      await row.scrollIntoViewIfNeeded()
      await expect(figures.nth(0)).toBeInViewport({ ratio: 0.99 })
      await expect(figures.nth(1)).toBeInViewport()
      await expect(figures.nth(1)).not.toBeInViewport({ ratio: 0.5 })
      await row.focus()
      await expect(row).toBeFocused()
      // Arrow keys scroll it towards the reading end: right in English, left in Arabic and Urdu.
      for (let step = 0; step < 20; step++) await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight')
      await expect(figures.nth(2)).toBeInViewport({ ratio: 0.9 })
      // The phone's sideways row (a scrolling region that takes focus), not reached on a page load.
      await expectNoAxeViolations(page)
    })

    test('has no axe violations with a category open', async ({ page }) => {
      await openCategory(page, 'video')
      await openCategory(page, 'pdf')
      await expectNoAxeViolations(page)
    })
  })
}
