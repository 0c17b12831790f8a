import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { signIn } from './support/adminSession.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { e2eLocalesDir, e2eTranslator } from './support/e2eServer.ts'
import { type Locale, locales, publicRoutes } from './support/site.ts'

// The in-context editor end to end: a string chosen in a frame, edited, saved into the server's
// copy of locales/ (one line of the file changes), refused when the value changed underneath, and
// restored from its history. These tests write the same files: one at a time.
test.describe.configure({ mode: 'serial' })

/** Puts the files back afterwards, whatever the test did to them. */
async function restoringFiles(files: string[], run: () => Promise<void>) {
  const originals = files.map((file) => [file, readFileSync(file, 'utf8')] as const)
  try {
    await run()
  } finally {
    for (const [file, content] of originals) writeFileSync(file, content)
  }
}

/** The lines of `after` that differ from `before`'s (both with the same number of lines). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n')
  const now = after.split('\n')
  expect(now).toHaveLength(old.length)
  return now.filter((line, index) => line !== old[index])
}

const languageNames: Record<Locale, string> = { en: 'English', ar: 'Arabic', ur: 'Urdu' }

// The strings of /services edited in each language: its heading, and the sentence under it.
const edits: Record<Locale, { edited: string; underneath: string; mine: string }> = {
  en: { edited: 'Our services, start to finish', underneath: 'Our services today', mine: 'What we do' },
  ar: { edited: 'خدماتنا المتكاملة', underneath: 'خدماتنا اليوم', mine: 'ما نقدمه لك' },
  ur: { edited: 'ہماری تمام خدمات', underneath: 'ہماری آج کی خدمات', mine: 'ہم کیا کرتے ہیں' },
}

const valueInFile = (file: string, key: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key]

for (const locale of locales) {
  const language = languageNames[locale]

  test(`a ${language} string edited in context shows in the ${language} frame at once, changes one line of the file, is refused when stale, and history restores it`, async ({
    page,
  }) => {
    const file = path.join(e2eLocalesDir, locale, 'services.json')
    const original = readFileSync(file, 'utf8')
    const heading = valueInFile(file, 'heading') as string
    const intro = valueInFile(file, 'intro') as string
    const { edited, underneath, mine } = edits[locale]
    // A save confirms the translation against the English: that record is put back too.
    const records = ['ar', 'ur'].map((code) => path.join(e2eLocalesDir, code, '.translated-from.json'))

    await signIn(page, e2eTranslator)
    await expect(page).toHaveURL(/\/admin\//)
    // A translator never sees a lead: not the inbox, not the API.
    expect((await page.request.get('/admin/api/leads')).status()).toBe(403)
    expect((await page.goto('/admin/leads'))?.status()).toBe(403)
    await restoringFiles([file, ...records], async () => {
      await page.goto('/admin/preview?path=/services&locale=all&edit=1')
      await expect(page.getByRole('checkbox', { name: /^Edit mode/ })).toBeChecked()
      const frameElement = page.locator(`iframe[title="Preview of /services in ${language}"]`)
      // The frames scroll sideways beside the panel: this one into view first, as a user would.
      await frameElement.scrollIntoViewIfNeeded()
      const frame = frameElement.contentFrame()
      const frameHeading = frame.getByRole('heading', { level: 1 })
      await expect(frameHeading).toHaveText(heading)
      // No offer of another language covers the frame: it shows the language chosen.
      await expect(frame.locator('[data-locale-suggestion]')).toHaveCount(0)

      // By mouse: the heading in this language's frame.
      await frameHeading.getByText(heading, { exact: true }).click()
      const panelHeading = page.getByRole('heading', { name: 'Edit services:heading' })
      await expect(panelHeading).toBeFocused()
      for (const name of Object.values(languageNames))
        await expect(page.getByRole('group', { name, exact: true })).toBeVisible()
      const field = page.getByRole('textbox', { name: language, exact: true })
      await expect(field).toHaveValue(heading)
      await expect(field).toHaveAttribute('dir', locale === 'en' ? 'ltr' : 'rtl')
      await expectNoAxeViolations(page, { exclude: 'iframe' })

      await field.fill(edited)
      const save = page.getByRole('button', { name: `Save ${language}` })
      await expect(save).toBeEnabled()
      await save.click()
      await expect(page.getByRole('status')).toHaveText(`Saved ${language}.`)
      await expect(frameHeading).toHaveText(edited)
      // Exactly that line of the file changed.
      const lines = changedLines(original, readFileSync(file, 'utf8'))
      expect(lines).toEqual([`  "heading": ${JSON.stringify(edited)},`])

      // By keyboard: the sentence under the heading, then Escape back to it.
      const introString = frame.getByText(intro, { exact: true })
      await introString.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { name: 'Edit services:intro' })).toBeFocused()
      await expect(page.getByRole('textbox', { name: language, exact: true })).toHaveValue(intro)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('heading', { name: 'Edit services:intro' })).toHaveCount(0)
      await expect(introString).toBeFocused()

      // From the list of every string on the page: the heading again, with its new value.
      await page.getByText(/^All strings on this page/).click()
      await page.getByRole('button', { name: 'services:heading', exact: true }).click()
      await expect(page.getByRole('textbox', { name: language, exact: true })).toHaveValue(edited)

      // Someone changes the file underneath: the next save is refused with both versions.
      writeFileSync(file, readFileSync(file, 'utf8').replace(JSON.stringify(edited), JSON.stringify(underneath)))
      await page.getByRole('textbox', { name: language, exact: true }).fill(mine)
      await page.getByRole('button', { name: `Save ${language}` }).click()
      const conflict = page.getByRole('alert')
      await expect(conflict).toContainText(`${language} was changed by someone else`)
      await expect(conflict.getByText(underneath, { exact: true })).toBeVisible()
      await expect(conflict.getByText(mine, { exact: true })).toBeVisible()
      expect(valueInFile(file, 'heading')).toBe(underneath)
      await conflict.getByRole('button', { name: 'Use the saved version' }).click()
      await expect(page.getByRole('textbox', { name: language, exact: true })).toHaveValue(underneath)

      // The history has the change, and restoring it puts the file back as it was.
      await page.getByRole('button', { name: `History of ${language}` }).click()
      const history = page.getByRole('region', { name: `Changes to ${language}` })
      await expect(history.getByRole('listitem').first()).toContainText(e2eTranslator.email)
      await expect(history.getByRole('listitem').first()).toContainText(edited)
      await history
        .getByRole('button', { name: /^Restore the value before the change of/ })
        .first()
        .click()
      await expect(page.getByRole('status')).toHaveText(`Restored ${language}.`)
      await expect.poll(() => readFileSync(file, 'utf8')).toBe(original)
      await expect(frameHeading).toHaveText(heading)
    })
  })
}

const addedParagraphs: Record<Locale, string> = {
  en: 'A paragraph the translator added to try the editor.',
  ar: 'فقرة أضافها المترجم لتجربة المحرر.',
  ur: 'ایک پیراگراف جو مترجم نے ایڈیٹر آزمانے کے لیے شامل کیا۔',
}

for (const locale of locales) {
  const language = languageNames[locale]

  test(`an article is edited as a whole ${language} file, beside its rendered page, reached from the translations page and the preview, and its history restores it`, async ({
    page,
  }) => {
    const slug = 'seo-best-practices-2025'
    const file = path.join(e2eLocalesDir, locale, 'blog', `${slug}.md`)
    const original = readFileSync(file, 'utf8')
    const records = ['ar', 'ur'].map((code) => path.join(e2eLocalesDir, code, '.translated-from.json'))
    await signIn(page, e2eTranslator)
    await expect(page).toHaveURL(/\/admin\//)
    // A translator never sees a lead: not the inbox, not the API.
    expect((await page.request.get('/admin/api/leads')).status()).toBe(403)
    expect((await page.goto('/admin/leads'))?.status()).toBe(403)
    await restoringFiles([file, ...records], async () => {
      await page.goto(`/admin/preview?${new URLSearchParams({ path: `/blog/${slug}`, locale })}`)
      await expect(page.getByRole('link', { name: 'Edit this article’s text' })).toHaveAttribute(
        'href',
        `/admin/translations/articles/${slug}?locale=${locale}`,
      )
      await page.goto('/admin/translations')
      await page.getByRole('link', { name: `Edit ${slug} in ${language}` }).click()
      await expect(page.getByRole('heading', { level: 1, name: `Edit article ${slug}` })).toBeVisible()
      const field = page.getByRole('textbox', { name: `${language} file (front matter and Markdown)` })
      await expect(field).toHaveAttribute('dir', locale === 'en' ? 'ltr' : 'rtl')
      await expect(field).toHaveValue(original)
      const rendered = page.frameLocator(`iframe[title="Article ${slug} in ${language}, as rendered"]`)
      await expect(rendered.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page, { exclude: 'iframe' })

      // Broken front matter is an error: it cannot be saved.
      const save = page.getByRole('button', { name: `Save ${language}` })
      await field.fill(original.replace(/^---\n/, ''))
      await expect(page.getByText('Fix the errors above before saving.')).toBeVisible()
      await expect(save).toBeDisabled()

      // A new last paragraph is saved and shows in the rendered page.
      const paragraph = addedParagraphs[locale]
      await field.fill(`${original.trimEnd()}\n\n${paragraph}\n`)
      await expect(save).toBeEnabled()
      await save.click()
      await expect(page.getByRole('status')).toHaveText(`Saved ${language}.`)
      expect(readFileSync(file, 'utf8')).toBe(`${original.trimEnd()}\n\n${paragraph}\n`)
      await expect(rendered.getByText(paragraph)).toBeVisible()

      // The history has the save, shown as the lines it added; restoring it puts the file back
      // byte for byte, in the field and in the rendered page.
      const toggle = page.getByRole('button', { name: `History of ${language}` })
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const history = page.getByRole('region', { name: `Changes to ${language}` })
      const change = history.getByRole('listitem').first()
      await expect(change).toContainText(e2eTranslator.email)
      await expect(change).toContainText(paragraph)
      await expectNoAxeViolations(page, { exclude: 'iframe' })
      await change.getByRole('button', { name: /^Restore the file as it was before the change of/ }).click()
      await expect(page.getByRole('status')).toHaveText(`Restored ${language}.`)
      await expect.poll(() => readFileSync(file, 'utf8')).toBe(original)
      await expect(field).toHaveValue(original)
      await expect(rendered.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(rendered.getByText(paragraph)).toHaveCount(0)
    })
  })
}

test('every page in edit mode marks its strings in valid HTML, with no mark left over', async ({ page }) => {
  await signIn(page, e2eTranslator)
  await expect(page).toHaveURL(/\/admin\//)
  await page.goto('/admin/preview')
  for (const locale of locales)
    for (const route of publicRoutes) {
      const url = `/admin/preview/frame?${new URLSearchParams({ path: route, locale, edit: '1' })}`
      const response = await page.request.get(url)
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      // The private-use marks and the key spelled inside them: none may reach the page.
      expect(html, url).not.toMatch(/[\uE000-\uE006\uF000-\uF07F]/)
      const strings = (html.match(/<span data-edit-key=/g) ?? []).length
      expect(strings, url).toBeGreaterThan(10)
      // A span crossing an element would be re-nested by the parser: its end tags would differ.
      const parsed = await page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, 'text/html')
        const keys = JSON.parse(document.getElementById('preview-edit-keys')?.textContent ?? '{}')
        return {
          spans: document.querySelectorAll('span[data-edit-key]').length,
          closings: (document.documentElement.outerHTML.match(/<\/[a-z]/g) ?? []).length,
          listed: [...(keys.text ?? []), ...(keys.hidden ?? [])].length,
        }
      }, html)
      expect(parsed.spans, url).toBe(strings)
      expect(parsed.closings, url).toBe((html.match(/<\/[a-z]/g) ?? []).length)
      expect(parsed.listed, url).toBeGreaterThan(0)
    }
})
