// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '#i18n/locales.ts'
import { renderInLocale } from '#testing/renderPage.tsx'
import { BusinessHours } from './BusinessHours.tsx'

afterEach(cleanup)

/** The hours as a reader sees them, one string per line, with no-break spaces read as spaces. */
function hoursIn(locale: Locale): string[] {
  renderInLocale(<BusinessHours />, { locale })
  return screen.getAllByRole('listitem').map((item) => (item.textContent ?? '').replaceAll('\u00a0', ' '))
}

describe('the opening hours', () => {
  it.each([
    ['en', ['Monday – Friday: 9:00 AM – 6:00 PM', 'Saturday: 10:00 AM – 4:00 PM']],
    ['ar', ['من الاثنين إلى الجمعة: 9:00 ص – 6:00 م', 'السبت: 10:00 ص – 4:00 م']],
    // The part of the day before the hour, بجے after it, and سے … تک: not "9:00 صبح تا 6:00 شام".
    ['ur', ['پیر تا جمعہ: صبح 9 بجے سے شام 6 بجے تک', 'ہفتہ: صبح 10 بجے سے سہ پہر 4 بجے تک']],
  ] as const)('read naturally in %s', (locale, lines) => {
    expect(hoursIn(locale)).toEqual(lines)
  })
})
