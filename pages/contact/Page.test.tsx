// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { contactRateLimit } from '#config/contactRateLimit.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { getOffice } from '#config/offices.ts'
import { contactLimits } from '#features/contact/contactSchema.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { renderPage } from '#testing/renderPage.tsx'
import Page from './+Page.tsx'

afterEach(cleanup)

// The whole page with MUI in jsdom takes seconds on a busy machine.
const renderTimeout = 30_000

// What the server renders after refusing a post sent without JavaScript (decision 0006).
const contactForm = {
  values: { name: 'Bilal Ahmed', email: 'bilal@', phone: '', message: 'We need a POS for three shops.' },
  errors: { email: 'contact:form.errors.emailInvalid' },
}

describe.each(locales)('contact page in %s', (locale) => {
  const t = getI18n(locale).t

  it(
    'is a real form posting every field, with the token placeholder the server fills',
    () => {
      renderPage(<Page />, { locale, logicalPath: '/contact' })
      const form = document.querySelector('form')
      expect(form).toHaveAttribute('method', 'post')
      // The page's own address, so a refused post keeps an address that can be reloaded.
      expect(form).toHaveAttribute('action', localizePath('/contact', locale))
      const hidden = Object.fromEntries(
        [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
          input.name,
          input.value,
        ]),
      )
      expect(hidden).toEqual({
        locale,
        page: '/contact',
        // Rendered with '__CONTACT_IDEMPOTENCY_KEY__'; once mounted, a page nobody filled makes its own.
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        formToken: '__CONTACT_FORM_TOKEN__',
      })
      const message = screen.getByRole('textbox', { name: new RegExp(t('contact:form.fields.message.label')) })
      expect(message).toHaveAttribute('rows', '6')
      expect(message).toBeRequired()
      expect(screen.getByRole('textbox', { name: new RegExp(t('contact:form.fields.phone.label')) })).not.toBeRequired()
      // An address and a number are typed and read left to right, in Arabic and Urdu too.
      for (const field of ['email', 'phone'])
        expect(
          screen.getByRole('textbox', { name: new RegExp(t(`contact:form.fields.${field}.label` as never)) }),
        ).toHaveAttribute('dir', 'ltr')
    },
    renderTimeout,
  )

  it(
    'shows a refused post again with the input kept, the error tied to its field and the summary',
    () => {
      renderPage(<Page />, { locale, logicalPath: '/contact', contactForm })
      const email = screen.getByRole('textbox', { name: new RegExp(t('contact:form.fields.email.label')) })
      const message = t('contact:form.errors.emailInvalid', { max: contactLimits.emailMax })
      expect(email).toHaveValue('bilal@')
      expect(email).toHaveAttribute('aria-invalid', 'true')
      expect(email).toHaveAccessibleDescription(message)
      expect(screen.getByRole('textbox', { name: new RegExp(t('contact:form.fields.name.label')) })).toHaveValue(
        'Bilal Ahmed',
      )
      const summary = screen.getByRole('region', { name: t('contact:form.summary.heading') })
      expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#contact-email')
    },
    renderTimeout,
  )

  it(
    'lists the mailboxes in the contact details, after the offices, and the call buttons after them',
    () => {
      renderPage(<Page />, { locale, logicalPath: '/contact' })
      const details = screen.getByRole('region', { name: t('contact:details.heading') })
      const sales = within(details).getByRole('link', { name: mailboxes.sales })
      expect(sales).toHaveAttribute('href', `mailto:${mailboxes.sales}`)
      expect(within(details).getByRole('link', { name: mailboxes.support })).toBeVisible()
      // Source order is reading order at every width: the offices, the mailboxes, then the call box.
      const offices = within(details).getAllByRole('listitem')
      const callHeading = screen.getByRole('heading', { name: t('contact:details.callHeading') })
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
      expect(follows(offices.at(-1) as Node, sales)).toBe(true)
      expect(follows(sales, callHeading)).toBe(true)
      expect(details.contains(callHeading)).toBe(false)
    },
    renderTimeout,
  )

  it(
    'answers a plain post over the rate limit with its notice, not the error summary, the text kept',
    () => {
      const tooMany = { ...contactForm, errors: { message: 'contact:form.errors.tooMany' } }
      renderPage(<Page />, { locale, logicalPath: '/contact', contactForm: tooMany })
      const notice = screen.getByRole('region', { name: t('contact:tooMany.heading') })
      expect(notice).toBeVisible()
      // The text is read as the page shows it: the no-break space between a number and its unit is a space.
      expect(notice).toHaveTextContent(
        t('contact:tooMany.minutes', { count: contactRateLimit.windowMinutes }).replace(/\s+/g, ' '),
      )
      const own = getOffice(primaryOfficeByLocale[locale])
      expect(within(notice).getAllByRole('link')[0]).toHaveAttribute('href', `tel:${own.phoneE164}`)
      expect(screen.queryByRole('region', { name: t('contact:form.summary.heading') })).toBeNull()
      const text = screen.getByRole('textbox', { name: new RegExp(t('contact:form.fields.message.label')) })
      expect(text).toHaveValue(contactForm.values.message)
      expect(text).not.toHaveAttribute('aria-invalid', 'true')
      // The island's data carries no error to show again once it hydrates.
      expect(document.getElementById('contact-form-data')?.textContent).not.toContain('tooMany')
    },
    renderTimeout,
  )
})
