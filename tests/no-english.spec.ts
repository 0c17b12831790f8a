import { expect, test } from '@playwright/test'
import { latinRuns } from './support/latinRuns.ts'
import { articleRoutes, locales, localizePath, publicRoutes } from './support/site.ts'

// Names of products and standards that Arabic and Urdu business readers meet in Latin script,
// like brand names: a translated article may quote them, never a sentence around them.
const productNames = ['Core Web Vitals', 'Google Search Console', 'Google Business Profile', 'Google Analytics']

for (const locale of locales.filter((l) => l !== 'en')) {
  test(`no ${locale} page shows an English sentence`, async ({ page }) => {
    test.slow()
    const found: string[] = []
    for (const route of [...publicRoutes, ...articleRoutes(locale), '/contact/thank-you', '/missing-page']) {
      await page.goto(localizePath(route, locale))
      let text = await page.locator('body').innerText()
      for (const name of productNames) text = text.split(name).join('|')
      for (const run of latinRuns(text)) found.push(`${localizePath(route, locale)}: ${run}`)
    }
    expect(found).toEqual([])
  })
}
