import { expect, test } from '@playwright/test'
import { expectNoAxeViolations as expectNoViolations } from './support/axe.ts'
import { articleRoutes, caseStudyRoutes, locales, localizePath, publicRoutes, translations } from './support/site.ts'

// Every page of every locale is checked here, and only here: other specs run axe on states these
// loads never reach (an open dialog, a form with its errors, a phone layout, admin pages).
// The thank-you page after a plain form post, and the 404 page, are pages too.
const pagesOutsideTheSitemap = ['/contact/thank-you', '/missing-page']

for (const locale of locales) {
  test.describe(`axe in ${locale}`, () => {
    for (const route of [...publicRoutes, ...caseStudyRoutes, ...articleRoutes(locale), ...pagesOutsideTheSitemap]) {
      const url = localizePath(route, locale)
      test(`${url} has no axe violations`, async ({ page }) => {
        await page.goto(url)
        await expectNoViolations(page)
      })
    }

    test('the open phone menu and the language note have no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const other = locales.find((l) => l !== locale) as (typeof locales)[number]
      await page.goto(localizePath('/', locale))
      await page.evaluate((choice) => localStorage.setItem('preferredLocale', choice), other)
      await page.reload()
      await expect(page.getByText(translations(other)('language.suggestion'))).toBeVisible()
      await expectNoViolations(page)
      await page.getByRole('button', { name: translations(locale)('nav.openMenu') }).click()
      await expectNoViolations(page)
    })

    test('a tablet’s header, with its Call and WhatsApp and its open menu, has no axe violations', async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 })
      await page.goto(localizePath('/', locale))
      await page.getByRole('button', { name: translations(locale)('nav.openMenu') }).click()
      await expectNoViolations(page)
    })

    // The header's stops: skip link, name, six pages, three languages, quote, Call and WhatsApp.
    test('the first fourteen Tab stops of the home page each show a focus ring of 2 px or more', async ({ page }) => {
      await page.goto(localizePath('/', locale))
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab')
        const outline = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement
          const style = getComputedStyle(element)
          return { width: style.outlineWidth, style: style.outlineStyle, tag: element.tagName }
        })
        expect(outline.style, `focus ring on ${outline.tag}`).not.toBe('none')
        expect(Number.parseFloat(outline.width)).toBeGreaterThanOrEqual(2)
      }
    })
  })
}

test('the skip link is the first stop and moves past the header', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: translations('en')('a11y.skipToContent') })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('when the visitor asks for reduced motion, the hero button has no transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const duration = await page
    .getByRole('main')
    .getByRole('link', { name: translations('en')('home:hero.primary') })
    .evaluate((element) => getComputedStyle(element).transitionDuration)
  for (const part of duration.split(',')) expect(Number.parseFloat(part)).toBeLessThanOrEqual(0.00001)
})
