import { expect, type Locator, test } from '@playwright/test'
import { siteStorage } from '#config/cookies.ts'
import { legalLastUpdated } from '#config/legal.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { paymentTerms } from '#config/paymentTerms.ts'
import { sisterProducts } from '#config/products.ts'
import { type LegalDocumentId, readSections } from '#features/legal/legalSections.ts'
import { legalValues } from '#features/legal/legalValues.ts'
import { formatMonth, formatPercent } from '#i18n/format.ts'
import { locales, localizePath, translations } from './support/site.ts'

const documents: LegalDocumentId[] = ['privacy', 'terms', 'cookies', 'disclaimer']

/** How many times `needle` occurs in the text of the element. */
async function occurrences(element: Locator, needle: string): Promise<number> {
  const text = (await element.textContent()) ?? ''
  return text.split(needle).length - 1
}

for (const locale of locales) {
  const t = translations(locale)
  const values = legalValues(locale, t)
  const path = (logical: string) => localizePath(logical, locale)

  test.describe(`legal pages in ${locale}`, () => {
    for (const document of documents) {
      const sections = readSections(t(`legal:${document}.sections`, { ...values, returnObjects: true }))

      test(`${document}: heading, date of the last revision and a contents list that reaches every section`, async ({
        page,
      }) => {
        await page.goto(path(`/${document}`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`legal:${document}.heading`))
        const lastUpdated = t('legal:lastUpdated', { date: formatMonth(locale, legalLastUpdated) })
        await expect(page.getByText(lastUpdated)).toBeVisible()
        if (locale !== 'en') expect(lastUpdated).not.toContain('January')

        const contents = page.getByRole('navigation', { name: t('legal:toc.heading') })
        const links = contents.getByRole('link')
        expect(sections.length).toBeGreaterThan(3)
        await expect(links).toHaveText(sections.map((section) => section.heading))

        const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0
        for (const section of sections) {
          // The keyboard path: focus the entry, press Enter, land on the section below the sticky header.
          await contents.getByRole('link', { name: section.heading, exact: true }).focus()
          await page.keyboard.press('Enter')
          await expect(page).toHaveURL(new RegExp(`#${section.id}$`))
          const heading = page
            .getByRole('region', { name: section.heading, exact: true })
            .getByRole('heading', { level: 2 })
          await expect(heading).toHaveText(section.heading)
          await expect(heading).toBeInViewport()
          const top = (await heading.boundingBox())?.y ?? -1
          expect(top).toBeGreaterThanOrEqual(headerBottom)
        }
      })
    }

    test('terms state the payment schedule, refunds and ownership', async ({ page }) => {
      await page.goto(path('/terms'))
      const payment = page.getByRole('region', { name: t('legal:terms.sections.payment.heading'), exact: true })
      const required = [
        t('legal:terms.sections.payment.schedule.advance', values),
        t('legal:terms.sections.payment.schedule.completion', values),
        t('legal:terms.sections.payment.refunds', values),
      ]
      for (const text of required) await expect(payment.getByText(text, { exact: true })).toBeVisible()
      const ownership = page.getByRole('region', { name: t('legal:terms.sections.ownership.heading'), exact: true })
      await expect(ownership.getByText(t('legal:terms.sections.ownership.transfer', values))).toBeVisible()

      // 50% before work begins and 50% on completion, each in the reader's percent form.
      const half = formatPercent(locale, paymentTerms.advancePercent)
      expect(paymentTerms.completionPercent).toBe(paymentTerms.advancePercent)
      expect(await occurrences(payment.getByRole('list').first(), half)).toBe(2)
    })

    test('the cookie policy lists every stored item and names analytics and advertising cookies', async ({ page }) => {
      await page.goto(path('/cookies'))
      const table = page.getByRole('table')
      await expect(table.getByRole('columnheader')).toHaveText(
        (['name', 'purpose', 'duration', 'type', 'audience'] as const).map((c) =>
          t(`legal:cookies.table.columns.${c}`),
        ),
      )
      const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
      await expect(rows).toHaveCount(siteStorage.length)
      for (const [index, item] of siteStorage.entries()) {
        const row = rows.nth(index)
        await expect(row.getByRole('rowheader')).toContainText(item.name)
        if (item.httpsName) await expect(row.getByRole('rowheader')).toContainText(item.httpsName)
        await expect(row.getByRole('cell')).toHaveText([
          t(`legal:cookies.table.purposes.${item.purpose}`),
          t(`legal:cookies.table.durations.${item.duration}`, values),
          t(`legal:cookies.table.types.${item.storage}`),
          t(`legal:cookies.table.audiences.${item.audience}`),
        ])
      }

      const main = page.getByRole('main')
      await expect(main.getByText(t('legal:cookies.sections.summary.p2'))).toBeVisible()
      for (const kind of ['analytics', 'advertising'] as const) {
        await expect(main.getByText(t(`legal:cookies.sections.future.kinds.${kind}`, values))).toBeVisible()
      }
      for (const name of ['_ga', '_fbp']) await expect(main).toContainText(name)
    })

    test('the privacy policy covers cookies, the regulator and how to reach us', async ({ page }) => {
      await page.goto(path('/privacy'))
      const cookies = page.getByRole('region', { name: t('legal:privacy.sections.cookies.heading'), exact: true })
      await expect(cookies.getByText(t('legal:privacy.sections.cookies.p1'))).toBeVisible()
      await expect(cookies.getByText(t('legal:privacy.sections.cookies.p2'))).toBeVisible()
      await expect(cookies.getByRole('link', { name: t('legal:privacy.cookiePolicyLink') })).toHaveAttribute(
        'href',
        path('/cookies'),
      )
      await expect(page.getByRole('main')).toContainText('ico.org.uk')

      const contact = page.getByRole('region', { name: t('legal:privacy.sections.contact.heading'), exact: true })
      await expect(contact.getByText(t('legal:privacy.sections.contact.p1', values))).toBeVisible()
      for (const address of Object.values(mailboxes)) {
        await expect(contact.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`)
      }
    })

    test('the disclaimer names the sister products and the limits of portfolio results', async ({ page }) => {
      await page.goto(path('/disclaimer'))
      const links = page.getByRole('region', { name: t('legal:disclaimer.sections.links.heading'), exact: true })
      for (const product of sisterProducts) await expect(links).toContainText(product.name)
      await expect(page.getByText(t('legal:disclaimer.sections.portfolio.p1'))).toBeVisible()
    })
  })
}
