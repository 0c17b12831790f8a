import { expect, test } from '@playwright/test'
import { locales, localizePath, publicRoutes } from './support/site.ts'

// Errors, warnings (React's included) and Content-Security-Policy violations all reach the console.
for (const locale of locales) {
  test(`no console errors, warnings or CSP violations on the ${locale} page of every public route`, async ({
    page,
  }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    for (const route of publicRoutes) {
      const url = localizePath(route, locale)
      const response = await page.goto(url, { waitUntil: 'networkidle' })
      expect(response?.status(), url).toBe(200)
    }
    expect(problems).toEqual([])
  })
}
