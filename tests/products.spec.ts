import { expect, test } from '@playwright/test'
import { sisterProducts, toolsHost } from '#config/products.ts'
import { toolCatalogue } from '#config/toolCatalogue.ts'
import { specifiedToolCounts } from '#testing/specifiedToolCounts.ts'
import { locales, localizePath, translations } from './support/site.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

for (const locale of locales) {
  const t = translations(locale)
  const opensInNewTab = t('a11y.opensInNewTab')
  const categoryName = (id: string) => t(`products:categories.${id}.name` as never) as string
  const toolList = (page: import('@playwright/test').Page, categoryId: string) =>
    page
      .getByRole('region', { name: categoryName(categoryId), exact: true })
      .getByRole('list', { name: t('products:catalogue.toolsLabel', { category: categoryName(categoryId) }) })

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

    test('lists 150 tools in nine categories with the specified counts', async ({ page }) => {
      const catalogue = page.getByRole('region', { name: t('products:catalogue.heading') })
      let total = 0
      for (const [id, count] of Object.entries(specifiedToolCounts)) {
        const region = catalogue.getByRole('region', { name: categoryName(id), exact: true })
        await expect(region.getByRole('heading', { level: 3 })).toHaveText(categoryName(id))
        await expect(region.getByText(t(`products:categories.${id}.description` as never) as string)).toBeVisible()
        await expect(
          region.getByRole('list', { name: t('products:catalogue.featuresLabel') }).getByRole('listitem'),
        ).toHaveCount(4)
        const items = toolList(page, id).getByRole('listitem')
        await expect(items).toHaveCount(count)
        total += await items.count()
      }
      expect(total).toBe(150)
    })

    test('links every available tool to its page on the tools host, in a new tab', async ({ page }) => {
      for (const category of toolCatalogue) {
        if (category.id === 'video') continue
        const links = toolList(page, category.id).getByRole('link')
        const names = category.tools.map((tool) => `${t(`products:tools.${tool.id}` as never)} ${opensInNewTab}`)
        await expect(links).toHaveCount(category.tools.length)
        for (const [index, name] of names.entries()) await expect(links.nth(index)).toHaveAccessibleName(name)
        const attributes = await links.evaluateAll((anchors) =>
          anchors.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')].join(' ')),
        )
        expect(attributes).toEqual(category.tools.map((tool) => `${toolsHost}${tool.path} _blank noopener noreferrer`))
      }
    })

    test('shows the 14 video tools as unavailable, with no link', async ({ page }) => {
      const list = toolList(page, 'video')
      const items = list.getByRole('listitem')
      await expect(items).toHaveCount(14)
      await expect(list.getByRole('link')).toHaveCount(0)
      const video = toolCatalogue.find((category) => category.id === 'video')
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

    test('there is a jump link per category, and the QR one brings its category into view', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: t('products:catalogue.jumpLabel') })
      await expect(nav.getByRole('link')).toHaveCount(9)
      await nav.getByRole('link', { name: categoryName('qr'), exact: true }).click()
      await expect(page).toHaveURL(/#tools-qr$/)
      await expect(page.getByRole('heading', { name: categoryName('qr'), exact: true })).toBeInViewport()
    })

    test('shows three screenshots with localized alt text and captions', async ({ page }) => {
      const showcase = page.getByRole('region', { name: t('products:showcase.heading') })
      const figures = showcase.getByRole('figure')
      await expect(figures).toHaveCount(3)
      for (const [index, id] of ['mergePdf', 'qrCode', 'jsonFormatter'].entries()) {
        const figure = figures.nth(index)
        const image = figure.getByRole('img', {
          name: t(`products:showcase.screens.${id}.alt` as never, { name: tools?.name }) as string,
        })
        await expect(image).toHaveAttribute('loading', 'lazy')
        await expect(image).toHaveAttribute('width', /^\d+$/)
        await expect(image).toHaveAttribute('height', /^\d+$/)
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
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

    test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.reload()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })
  })
}
