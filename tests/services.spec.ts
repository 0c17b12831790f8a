import { expect, test } from '@playwright/test'
import { company } from '#config/company.ts'
import { latinRuns } from './support/latinRuns.ts'
import { locales, localizePath, translations } from './support/site.ts'

const serviceIds = ['web', 'software', 'pos', 'wordpress', 'shopify'] as const

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
