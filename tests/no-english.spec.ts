import { expect, test } from '@playwright/test'
import { offices } from '#config/offices.ts'
import { caseStudyProjects } from '#features/portfolio/caseStudyPaths.ts'
import { latinRuns } from './support/latinRuns.ts'
import { articleRoutes, caseStudyRoutes, locales, localizePath, publicRoutes } from './support/site.ts'

// Names of products and standards that Arabic and Urdu business readers meet in Latin script,
// like brand names: a translated article may quote them, never a sentence around them.
const productNames = [
  'Core Web Vitals',
  'Google Search Console',
  'Google Business Profile',
  'Google Analytics',
  'Google PageSpeed Insights',
  'Interaction to Next Paint',
  'Web Content Accessibility Guidelines',
  'European Accessibility Act',
  // The technologies a case study names (its stack), as their makers spell them.
  ...caseStudyProjects.flatMap((project) => project.stack.map((item) => item.name)),
]
// Postal addresses are written as the post office reads them, and web addresses as typed.
const addresses = offices.flatMap((office) => [office.street, office.city, office.postalCode]).filter(Boolean)
const webAddress = /[\w-]+(?:\.[\w-]+)+/g

for (const locale of locales.filter((l) => l !== 'en')) {
  test.describe(`in ${locale}`, () => {
    // A reader whose browser prefers the page's language: an English browser would rightly be
    // offered the English page in English (the language note, marked lang="en").
    test.use({ locale })

    test(`no ${locale} page shows an English sentence`, async ({ page }) => {
      test.slow()
      const found: string[] = []
      for (const route of [
        ...publicRoutes,
        ...caseStudyRoutes,
        ...articleRoutes(locale),
        '/contact/thank-you',
        '/missing-page',
      ]) {
        await page.goto(localizePath(route, locale))
        let text = await page.locator('body').innerText()
        for (const name of [...productNames, ...addresses]) text = text.split(name).join('|')
        text = text.replace(webAddress, '|')
        for (const run of latinRuns(text)) found.push(`${localizePath(route, locale)}: ${run}`)
      }
      expect(found).toEqual([])
    })
  })
}
