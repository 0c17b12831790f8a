// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#features/i18n/getI18n.ts'
import { locales } from '#features/i18n/locales.ts'
import { renderPage } from '#testing/renderPage.tsx'
import { ServiceDetails } from './ServiceDetails.tsx'
import { services } from './services.ts'

afterEach(cleanup)

describe.each(locales)('service details in %s', (locale) => {
  const t = getI18n(locale).t

  // Role queries over the whole layout are slow in jsdom on a busy machine.
  it('gives each service a card named by its Home title, with its own five benefits', { timeout: 30_000 }, () => {
    renderPage(<ServiceDetails />, { locale, logicalPath: '/services' })
    const list = screen.getByRole('list', { name: t('services:listLabel') })
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(services.length)
    for (const [index, { id }] of services.entries()) {
      const card = cards[index] as HTMLElement
      const title = t(`home:services.${id}.title`)
      expect(card).toHaveAccessibleName(title)
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(title)
      expect(card).toHaveTextContent(t(`services:items.${id}.description`))
      const benefits = within(card).getByRole('list', { name: t('services:benefitsHeading') })
      expect(
        within(benefits)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(Object.values(t(`services:items.${id}.benefits`, { returnObjects: true })))
    }
  })
})
