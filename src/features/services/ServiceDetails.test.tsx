// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { ServiceDetails } from './ServiceDetails.tsx'
import { services } from './services.ts'

afterEach(cleanup)

describe.each(locales)('service details in %s', (locale) => {
  const t = getI18n(locale).t

  // Without the page layout: role queries over the whole page are slow in jsdom. The first
  // render also pays for MUI and Emotion warming up, which exceeds 5 s on a busy machine.
  it('gives each service a card named by its Home title, with its own five benefits', { timeout: 20_000 }, () => {
    render(
      <I18nextProvider i18n={getI18n(locale)}>
        <ServiceDetails />
      </I18nextProvider>,
    )
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
