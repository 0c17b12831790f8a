import { expect, test } from '@playwright/test'
import { locales, localizePath, translations } from './support/site.ts'

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`header in ${locale}`, () => {
    test('marks the current page and stays in the locale', async ({ page }) => {
      await page.goto(path('/portfolio'))
      const nav = page.getByRole('navigation', { name: t('a11y.mainNavigation') })
      await expect(nav.getByRole('link', { name: t('nav.portfolio') })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
      await nav.getByRole('link', { name: t('nav.about') }).click()
      await expect(page).toHaveURL(path('/about'))
      await expect(nav.getByRole('link', { name: t('nav.about') })).toHaveAttribute('aria-current', 'page')
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.getQuote') })
        .click()
      await expect(page).toHaveURL(path('/contact'))
    })

    test('is sticky: it stays on screen while the page scrolls', async ({ page }) => {
      await page.goto(path('/'))
      await page.mouse.wheel(0, 2000)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      const box = await page.getByRole('banner').boundingBox()
      expect(box?.y).toBe(0)
    })

    test('collapses into a menu on a phone that closes when a link is chosen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path('/'))
      const nav = page.getByRole('navigation', { name: t('a11y.mainNavigation') })
      await expect(nav).toBeHidden()
      const toggle = page.getByRole('button', { name: t('nav.openMenu') })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      const close = page.getByRole('button', { name: t('nav.closeMenu') })
      await expect(close).toHaveAttribute('aria-expanded', 'true')
      await expect(nav).toBeVisible()

      // Escape closes it and gives focus back to the toggle.
      await page.keyboard.press('Escape')
      await expect(nav).toBeHidden()
      await expect(toggle).toBeFocused()

      // Keyboard: the toggle opens it, Tab walks into it.
      await page.keyboard.press('Enter')
      await expect(nav).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: t('nav.home') })).toBeFocused()

      await nav.getByRole('link', { name: t('nav.services') }).click()
      await expect(nav).toBeHidden()
      await expect(page).toHaveURL(path('/services'))
      await expect(page.getByRole('button', { name: t('nav.openMenu') })).toHaveAttribute('aria-expanded', 'false')
    })

    test('switches language on the same page and suggests, never forces, the choice later', async ({ page }) => {
      await page.goto(path('/services'))
      const others = locales.filter((other) => other !== locale)
      const target = others[0] as (typeof locales)[number]
      const targetName = translations(target)('language.nativeName')
      await page
        .getByRole('list', { name: t('language.switcherLabel') })
        .getByRole('link', { name: targetName })
        .click()
      await expect(page).toHaveURL(localizePath('/services', target))
      await expect(page.locator('html')).toHaveAttribute('lang', target)
      await expect(page.locator('html')).toHaveAttribute('dir', target === 'en' ? 'ltr' : 'rtl')

      // Back on a page of the first language: no redirect, a note in the chosen language.
      const response = await page.goto(path('/about'))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(path('/about'))
      const note = page.getByText(translations(target)('language.suggestion'))
      await expect(note).toBeVisible()
      await page.getByRole('button', { name: translations(target)('language.dismiss') }).click()
      await expect(note).toBeHidden()
      await page.reload()
      await expect(note).toBeHidden()
    })

    test('a footer link opens the next page at its top', async ({ page }) => {
      await page.goto(path('/'))
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('footer.terms') })
        .click()
      await expect(page).toHaveURL(path('/terms'))
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })
  })
}
