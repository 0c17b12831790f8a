// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { replyHours } from '#i18n/replyHours.ts'
import { renderPage } from '#testing/renderPage.tsx'
import { ContactSent } from './ContactSent.tsx'

afterEach(cleanup)

// The whole layout with MUI in jsdom takes seconds on a busy machine.
const renderTimeout = 30_000

describe.each(locales)('the sent panel in %s', (locale) => {
  const t = getI18n(locale).t

  it(
    'in the form’s place: a focusable h2 thanking the sender by name, then what happens next as an h3, with the reply promise',
    () => {
      renderPage(
        <section aria-labelledby="sent-heading">
          <ContactSent level={2} headingId="sent-heading" />
        </section>,
        { locale, logicalPath: '/contact' },
      )
      // The name the visitor gave, in its own direction: sentPanel.ts fills the slot when it is sent.
      const slot = document.querySelector('#sent-heading bdi[data-sender-name]')
      if (!slot) throw new Error('the headline has no slot for the name')
      slot.textContent = 'Amina Rahman'
      const named = t('contact:thankYou.headingNamed', { name: 'Amina Rahman' })
      const panel = screen.getByRole('region', { name: named })
      const headings = within(panel).getAllByRole('heading')
      expect(headings.map((heading) => [heading.tagName, heading.textContent])).toEqual([
        ['H2', named],
        ['H3', t('channels:sent.nextHeading')],
      ])
      expect(headings[0]).toHaveAttribute('tabindex', '-1')
      // The promise stays once the toast that also says it has gone.
      expect(panel.textContent?.split(replyHours(t)).length).toBe(2)
    },
    renderTimeout,
  )

  it(
    'on the thank-you page: the same headline as the h1, then what happens next as an h2, with the promise once',
    () => {
      renderPage(<ContactSent level={1} />, {
        locale,
        logicalPath: '/contact/thank-you',
      })
      const main = screen.getByRole('main')
      expect(
        within(main)
          .getAllByRole('heading')
          .map((heading) => [heading.tagName, heading.textContent]),
      ).toEqual([
        ['H1', t('contact:thankYou.heading')],
        ['H2', t('channels:sent.nextHeading')],
      ])
      expect(within(main).getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex')
      expect(main.textContent?.split(replyHours(t)).length).toBe(2)
    },
    renderTimeout,
  )
})
