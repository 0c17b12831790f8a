// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { renderInLocale } from '#testing/renderPage.tsx'
import { ServiceCards } from './ServiceCards.tsx'
import { services } from './services.ts'

afterEach(cleanup)

// The layout itself (rows on a phone, cards from 600 px) is CSS, checked in a browser by
// tests/home.spec.ts; here, what each row or card is to assistive technology.
describe.each(locales)('service cards in %s', (locale) => {
  const t = getI18n(locale).t

  it('gives each service one link, named by its title alone, to its place on the Services page', {
    timeout: 20_000,
  }, () => {
    renderInLocale(<ServiceCards />, { locale })
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(services.length)
    for (const [index, { id }] of services.entries()) {
      const item = items[index] as HTMLElement
      const title = t(`home:services.${id}.title`)
      const links = within(item).getAllByRole('link')
      expect(links).toHaveLength(1)
      // The icon and the phone's chevron are decorative: they add nothing to the link's name.
      expect(links[0]).toHaveAccessibleName(title)
      expect(links[0]).toHaveAttribute('href', `${localizePath('/services', locale)}#${id}`)
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(title)
      for (const icon of item.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true')
    }
  })
})
