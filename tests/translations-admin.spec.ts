import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { restoringLocaleFiles, signIn } from './support/adminSession.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { e2eLocalesDir } from './support/e2eServer.ts'
import { type Locale, locales, localizePath, translations } from './support/site.ts'

const languageNames: Record<Locale, string> = { en: 'English', ar: 'Arabic', ur: 'Urdu' }

test.describe('the translators’ to-do list', () => {
  // These tests edit the server's copy of locales/: one at a time.
  test.describe.configure({ mode: 'serial' })

  test('an English string edited on disk is outdated in Arabic and Urdu at once, with the English before and after, and can be confirmed', async ({
    page,
  }) => {
    await signIn(page)
    await expect(page).toHaveURL('/admin/leads')
    const before = translations('en')('home:hero.text')
    const after = `${before} Edited ${Date.now()}.`
    await restoringLocaleFiles(['en/home.json', 'ar/.translated-from.json', 'ur/.translated-from.json'], async () => {
      const file = path.join(e2eLocalesDir, 'en/home.json')
      const english = JSON.parse(readFileSync(file, 'utf8'))
      english.hero.text = after
      writeFileSync(file, JSON.stringify(english, null, 2))

      await page.goto('/admin/translations')
      for (const language of ['Arabic', 'Urdu']) {
        const section = page.getByRole('region', { name: language, exact: true })
        const item = section.getByRole('listitem').filter({ hasText: 'hero.text' })
        await expect(item).toHaveCount(1)
        await expect(item).toContainText('Outdated')
        await expect(item.getByRole('definition').first()).toHaveText(before)
        await expect(item.getByRole('definition').last()).toHaveText(after)
      }
      await expectNoAxeViolations(page)

      // Confirming in Arabic leaves Urdu to do.
      const arabic = page.getByRole('region', { name: 'Arabic', exact: true })
      await arabic
        .getByRole('listitem')
        .filter({ hasText: 'hero.text' })
        .getByRole('button', { name: 'The translation is up to date' })
        .click()
      await expect(page.getByRole('status')).toHaveText(
        'home:hero.text in Arabic is confirmed against the current English.',
      )
      await expect(arabic.getByRole('listitem').filter({ hasText: 'hero.text' })).toHaveCount(0)
      await expect(
        page.getByRole('region', { name: 'Urdu', exact: true }).getByRole('listitem').filter({ hasText: 'hero.text' }),
      ).toHaveCount(1)
    })
    // Put back, the English and the fingerprints agree again: nothing left to do for it. (Whether a
    // whole language reads "up to date" is the page's unit test: other tests edit files meanwhile.)
    await page.goto('/admin/translations')
    await expect(page.getByRole('listitem').filter({ hasText: 'hero.text' })).toHaveCount(0)
  })

  test('an item links to the preview of its page, the string outlined and scrolled to, in every language', async ({
    page,
  }) => {
    await signIn(page)
    await expect(page).toHaveURL('/admin/leads')
    await restoringLocaleFiles(['en/contact.json'], async () => {
      // A string low on the page, so the frame must scroll to show it.
      const file = path.join(e2eLocalesDir, 'en/contact.json')
      const english = JSON.parse(readFileSync(file, 'utf8'))
      const key = 'details.callHeading'
      english.details.callHeading = `${english.details.callHeading} (edited)`
      writeFileSync(file, JSON.stringify(english, null, 2))

      await page.goto('/admin/translations')
      const item = page
        .getByRole('region', { name: 'Urdu', exact: true })
        .getByRole('listitem')
        .filter({ hasText: key })
      await item.getByRole('link', { name: 'Show it on the page' }).click()
      await expect(page).toHaveURL(/\/admin\/preview\?.*highlight=contact%3Adetails\.callHeading/)
      await expect(page.getByText(`The outlined text is the string contact:${key}.`)).toBeVisible()

      for (const locale of ['ur', 'ar', 'en'] as const) {
        // The link opened Urdu; the other languages keep the highlight through the form.
        if (locale !== 'ur') {
          await page.getByLabel('Language').selectOption(locale)
          await page.getByRole('button', { name: 'Show' }).click()
        }
        const frame = page.frameLocator(`iframe[title="Preview of /contact in ${languageNames[locale]}"]`)
        const highlighted = frame.locator('mark.preview-highlight').first()
        const expected =
          locale === 'en'
            ? `${translations('en')(`contact:${key}` as never)} (edited)`
            : translations(locale)(`contact:${key}` as never)
        await expect(highlighted).toHaveText(expected as string)
        await expect(highlighted).toBeInViewport()
      }
    })
  })
})

test.describe('country codes in an article', () => {
  for (const locale of locales) {
    test(`+44, +971 and +92 show in reading order on the mobile-first article (${locale})`, async ({ page }) => {
      await page.goto(localizePath('/blog/mobile-first-design-importance', locale))
      // Where each character of each code is drawn: sorted left to right they must spell the code.
      const drawn = await page.evaluate(
        (codes) => {
          const walker = document.createTreeWalker(
            document.querySelector('article') ?? document.body,
            NodeFilter.SHOW_TEXT,
          )
          const result: Record<string, string> = {}
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? ''
            for (const code of codes) {
              const at = text.search(new RegExp(`\\${code}(?![0-9])`))
              if (at < 0 || result[code]) continue
              const glyphs = [...code].map((char, index) => {
                const range = document.createRange()
                range.setStart(node as Text, at + index)
                range.setEnd(node as Text, at + index + 1)
                return { char, left: range.getBoundingClientRect().left }
              })
              result[code] = glyphs
                .sort((a, b) => a.left - b.left)
                .map((glyph) => glyph.char)
                .join('')
            }
          }
          return result
        },
        ['+44', '+971', '+92'],
      )
      expect(drawn).toEqual({ '+44': '+44', '+971': '+971', '+92': '+92' })
    })
  }
})
