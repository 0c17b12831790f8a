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

  it('gives each service a card named by its Home title, with its own five benefits', () => {
    renderPage(<ServiceDetails />, { locale, logicalPath: '/services' })
    const list = screen.getByRole('list', { name: t('services:listLabel') })
    expect(within(list).getAllByRole('article')).toHaveLength(services.length)
    for (const { id } of services) {
      const card = within(list).getByRole('article', { name: t(`home:services.${id}.title`) })
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(t(`home:services.${id}.title`))
      expect(card).toHaveTextContent(t(`services:items.${id}.description`))
      const benefits = within(card).getByRole('list', { name: t('services:benefitsHeading') })
      const items = within(benefits).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual(
        Object.values(t(`services:items.${id}.benefits`, { returnObjects: true })),
      )
    }
  })
})
