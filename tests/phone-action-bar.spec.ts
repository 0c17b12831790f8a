import { expect, test } from '@playwright/test'
import { mailboxes } from '#config/mailboxes.ts'
import { type PortfolioProject, portfolioProjects } from '#config/portfolioProjects.ts'
import { locales, localizePath, translations } from './support/site.ts'

// The phone's action bar where it led nowhere new or peeked out from under a dialog, and the
// page that slid sideways when Quick look opened (English review round 9, finding 12; Arabic, 11).

const phone = { width: 390, height: 844 }

for (const locale of locales) {
  const t = translations(locale)
  const bar = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: t('channels:quickContact.label'), includeHidden: true })
  const project = portfolioProjects[0] as PortfolioProject
  const quickName = t('caseStudies:card.quickLabel', { name: t(`portfolio:projectTexts.${project.id}.name` as never) })

  test(`in ${locale}, on Contact the bar offers Email where it offers a free quote elsewhere`, async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto(localizePath('/contact', locale))
    const email = bar(page).getByRole('link', { name: t('channels:quickContact.emailSales'), includeHidden: true })
    await expect(email).toHaveAttribute('href', `mailto:${mailboxes.sales}`)
    await expect(email).toHaveText(t('channels:quickContact.email'))
    await expect(
      bar(page).getByRole('link', { name: t('channels:quickContact.quote'), includeHidden: true }),
    ).toHaveCount(0)
    await page.goto(localizePath('/services', locale))
    await expect(bar(page).getByRole('link', { name: t('channels:quickContact.quote') })).toHaveAttribute(
      'href',
      localizePath('/contact', locale),
    )
  })

  test(`in ${locale}, the bar steps aside while Quick look's dialog is open, and comes back`, async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto(localizePath('/portfolio', locale))
    await expect(bar(page)).toBeVisible()
    const quick = page.getByRole('link', { name: quickName })
    await quick.scrollIntoViewIfNeeded()
    // The bar steps aside while the grid scrolls down: a scroll up brings it back, the link
    // still on screen, so what hides it next is the dialog alone.
    await page.evaluate(() => window.scrollBy(0, -60))
    await expect(bar(page)).toBeVisible()
    await quick.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(bar(page)).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Closing may bring the grid back to where it was, further down: a scroll up shows the bar.
    await page.evaluate(() => window.scrollBy(0, -60))
    await expect(bar(page)).toBeVisible()
  })

  test(`in ${locale} on a laptop, opening Quick look moves neither the header nor the cards sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(localizePath('/portfolio', locale))
    const quick = page.getByRole('link', { name: quickName })
    const logo = page.getByRole('banner').getByRole('link').first()
    const where = async () => [(await logo.boundingBox())?.x, (await quick.boundingBox())?.x]
    const before = await where()
    await quick.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await where()).toEqual(before)
  })
}
