// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInLocale } from '#testing/renderPage.tsx'
import { QuickContactRow } from './QuickContactRow.tsx'

describe('Contact’s quick row', () => {
  afterEach(cleanup)

  it('in English labels WhatsApp plainly and says once, under it, that Dubai answers and when', () => {
    renderInLocale(<QuickContactRow />, { locale: 'en' })
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/971552184630\?/)
    expect(screen.queryByText(/WhatsApp Dubai/)).toBeNull()
    // Dubai's 9:00-18:00 on London's clock, computed from the offices' zones.
    expect(
      screen.getByText(
        'WhatsApp messages are answered by our team in Dubai, Monday – Friday, from 5:00 AM to 2:00 PM London time (6:00 AM to 3:00 PM in summer).',
      ),
    ).toBeTruthy()
  })

  it('in Urdu keeps the Lahore WhatsApp named by its city, with no note', () => {
    renderInLocale(<QuickContactRow />, { locale: 'ur' })
    expect(screen.getByRole('link', { name: /^واٹس.ایپ لاہور$/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/923214578310\?/,
    )
    expect(screen.queryByText(/پیغامات کا جواب/)).toBeNull()
  })
})
