import { expect, test } from '@playwright/test'
import { company } from '#config/company.ts'
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

      // Keyboard: the toggle opens it, Tab walks into it, and Shift+Tab back out to the toggle.
      await page.keyboard.press('Enter')
      await expect(nav).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: t('nav.home') })).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await expect(page.getByRole('button', { name: t('nav.closeMenu') })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: t('nav.home') })).toBeFocused()

      await nav.getByRole('link', { name: t('nav.services') }).click()
      await expect(nav).toBeHidden()
      await expect(page).toHaveURL(path('/services'))
      await expect(page.getByRole('button', { name: t('nav.openMenu') })).toHaveAttribute('aria-expanded', 'false')
    })

    test('keeps one row from a tablet to a wide screen, with nothing cut off', async ({ page }) => {
      // The bar's height on a phone, where it holds only the name and the toggle: one row.
      await page.setViewportSize({ width: 390, height: 844 })
      // About: the longest current-page label (Urdu «ہمارے بارے میں» in bold).
      await page.goto(path('/about'))
      // The bar under the language note, if a first visit shows one: the row that starts with the name.
      const bar = page.getByRole('link', { name: t('nav.homeLink', { company: company.name }) }).locator('..')
      const oneRow = (await bar.boundingBox())?.height ?? 0
      for (const width of [900, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 })
        expect((await bar.boundingBox())?.height, `${width} px`).toBe(oneRow)
        const cut = await bar.evaluate((row) => {
          const edges = row.getBoundingClientRect()
          return [...row.querySelectorAll('a')]
            .filter((link) => link.checkVisibility())
            .filter((link) => {
              const { top, bottom, left, right } = link.getBoundingClientRect()
              return top < edges.top || bottom > edges.bottom || left < edges.left || right > edges.right
            })
            .map((link) => link.getAttribute('aria-label') ?? link.textContent)
        })
        expect(cut, `${width} px`).toEqual([])
        expect(await bar.evaluate((row) => row.scrollWidth <= row.clientWidth), `${width} px`).toBe(true)
      }
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the phone menu still opens from its toggle and closes again', async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        await page.goto(path('/'))
        const nav = page.getByRole('navigation', { name: t('a11y.mainNavigation') })
        await expect(nav).toBeHidden()
        await page.getByRole('link', { name: t('nav.openMenu') }).click()
        await expect(nav).toBeVisible()
        await expect(page.getByRole('banner').getByRole('link', { name: t('nav.getQuote') })).toBeVisible()
        // The page stays where it was: the sheet opens under the bar.
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        // Its links work, and Tab walks from the sheet's start into them.
        await page.keyboard.press('Tab')
        await expect(nav.getByRole('link', { name: t('nav.home') })).toBeFocused()
        await page.getByRole('link', { name: t('nav.closeMenu') }).click()
        await expect(nav).toBeHidden()
        await expect(page.getByRole('link', { name: t('nav.openMenu') })).toBeVisible()
        await page.getByRole('link', { name: t('nav.openMenu') }).click()
        await nav.getByRole('link', { name: t('nav.services') }).click()
        await expect(page).toHaveURL(path('/services'))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      })
    })

    test('the current language is a filled tint, not an outline like the focus ring', async ({ page }) => {
      await page.goto(path('/services'))
      const current = page
        .getByRole('list', { name: t('language.switcherLabel') })
        .getByRole('link', { name: t('language.nativeName') })
      await expect(current).toHaveAttribute('aria-current', 'true')
      const look = () =>
        current.evaluate((element) => {
          const style = getComputedStyle(element)
          const sides = ['Top', 'Right', 'Bottom', 'Left'] as const
          return {
            ring: sides.some(
              (side) =>
                style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
                Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
                style.getPropertyValue(`border-${side.toLowerCase()}-color`) !== 'rgba(0, 0, 0, 0)',
            ),
            outline: style.outlineStyle,
            fill: style.backgroundColor,
          }
        })
      const rest = await look()
      expect(rest.ring).toBe(false)
      expect(rest.outline).toBe('none')
      expect(rest.fill).not.toBe('rgba(0, 0, 0, 0)')
      // Focused by keyboard, it gains the ring: the two states never look alike.
      await current.focus()
      expect((await look()).outline).toBe('solid')
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

// Urdu in a face that has its letters: where a browser has no Nastaliq, the stack must reach a
// common Arabic-script face (Noto, Segoe UI) before Tahoma, which lacks ہ and ۔ and drew them as
// empty boxes in the language note. On English and Arabic pages that is the note's own stack (it
// downloads no font); on Urdu pages, the page's stack after its web font.
const urduCapableFaces = ['Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'Segoe UI']
test.describe('a browser preferring Urdu (ur-PK)', () => {
  test.use({ locale: 'ur-PK' })
  for (const locale of locales) {
    test(`on a ${locale} page, Urdu text falls back to an Arabic-script face before Tahoma`, async ({ page }) => {
      await page.goto(localizePath('/about', locale))
      const urdu =
        locale === 'ur'
          ? page.getByRole('heading', { level: 1 })
          : page.getByText(translations('ur')('language.suggestion'))
      await expect(urdu).toBeVisible()
      const families = (await urdu.evaluate((element) => getComputedStyle(element).fontFamily))
        .split(',')
        .map((family) => family.trim().replace(/^"|"$/g, ''))
      const tahoma = families.indexOf('Tahoma')
      expect(tahoma).toBeGreaterThan(-1)
      const before = families.slice(0, tahoma)
      for (const face of urduCapableFaces) expect(before, families.join(', ')).toContain(face)
    })
  }
})
