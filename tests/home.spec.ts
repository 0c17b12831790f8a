import { expect, test } from '@playwright/test'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { getOffice } from '#config/offices.ts'
import { sisterProducts } from '#config/products.ts'
import { locales, localizePath, translations } from './support/site.ts'

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`home in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path('/'))
    })

    test('hero offers a free quote and the portfolio', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home:hero.heading'))
      // The hero is the region its heading names; the closing band may offer a quote in the same words.
      const hero = page.getByRole('region', { name: t('home:hero.heading') })
      await expect(hero.getByRole('link', { name: t('home:hero.primary') })).toHaveAttribute('href', path('/contact'))
      await expect(hero.getByRole('link', { name: t('home:hero.secondary') })).toHaveAttribute(
        'href',
        path('/portfolio'),
      )
    })

    test('shows the five core services and a way to all of them', async ({ page }) => {
      const services = page.getByRole('region', { name: t('home:services.heading') })
      await expect(services.getByRole('listitem')).toHaveCount(5)
      for (const id of ['web', 'software', 'pos', 'wordpress', 'shopify']) {
        await expect(services.getByRole('heading', { name: t(`home:services.${id}.title` as never) })).toBeVisible()
      }
      await expect(services.getByRole('link', { name: t('home:services.explore') })).toHaveAttribute(
        'href',
        path('/services'),
      )
    })

    test('links both products to their own sites in a new tab', async ({ page }) => {
      const products = page.getByRole('region', { name: t('home:products.heading') })
      await expect(products.getByRole('listitem')).toHaveCount(2)
      for (const product of sisterProducts) {
        const link = products.getByRole('link', { name: t('home:products.visit', { name: product.name }) })
        await expect(link).toHaveAttribute('href', product.url)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /noopener/)
      }
    })

    test('presents the featured project with its four results', async ({ page }) => {
      const featured = page.getByRole('region', { name: t('home:featured.heading') })
      await expect(featured.getByRole('heading', { level: 2 })).toHaveText(t('home:featured.heading'))
      const stats = featured.getByRole('definition')
      await expect(stats).toHaveCount(4)
      await expect(stats).toHaveText([/150/, /40/, /99\.9/, /24\/7/])
      await expect(featured.getByRole('link', { name: t('home:featured.link') })).toHaveAttribute(
        'href',
        path('/portfolio'),
      )
    })

    test('closes with a quote button and a call to the office of the page’s language', async ({ page }) => {
      const cta = page.getByRole('region', { name: t('home:cta.heading') })
      await expect(cta.getByRole('link', { name: t('home:cta.quote') })).toHaveAttribute('href', path('/contact'))
      const office = getOffice(primaryOfficeByLocale[locale])
      await expect(
        cta.getByRole('link', { name: new RegExp(office.phoneDisplay.replace(/\+/g, '\\+')) }),
      ).toHaveAttribute('href', `tel:${office.phoneE164}`)
    })
  })
}
