// @vitest-environment jsdom
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEmotionCache } from '#components/theme/emotionCache.ts'
import { getTheme } from '#components/theme/getTheme.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { type Locale, localeInfo, locales } from '#i18n/locales.ts'
import { ContactIsland } from './ContactIsland.tsx'
import { emptyContactValues } from './contactFormState.ts'
import type { ContactField } from './contactSchema.ts'
import { createFormTranslator, errorText } from './formStrings.ts'
import { islandStrings } from './islandStrings.ts'
import type { ErrorName } from './messageValues.ts'

afterEach(cleanup)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The island as the browser hydrates it, in a locale, with an empty form. */
function renderForm(locale: Locale) {
  const i18n = getI18n(locale)
  const bundle = i18n.getResourceBundle(locale, 'contact') as { form: object }
  const strings = islandStrings(i18n.getFixedT(locale, 'contact'), bundle.form)
  render(
    <CacheProvider value={createEmotionCache(localeInfo[locale].dir)}>
      <ThemeProvider theme={getTheme(locale)}>
        <ContactIsland
          locale={locale}
          strings={strings}
          formToken="token"
          idempotencyKey={crypto.randomUUID()}
          initialValues={emptyContactValues}
        />
      </ThemeProvider>
    </CacheProvider>,
  )
  const t = createFormTranslator(strings)
  const field = (name: ContactField) =>
    screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(`fields.${name}.label`))}`) })
  return {
    field,
    submit: screen.getByRole('button', { name: t('submit') }),
    error: (name: ErrorName) => errorText(t, `contact:form.errors.${name}`),
    hint: (name: ContactField) => t(`fields.${name}.hint`),
  }
}

/** Moves the focus as Tab does: the field left gets its blur (focusout), the next its focus. */
const focus = (element: HTMLElement) => act(async () => element.focus())
// fireEvent wraps itself in act.
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })

describe.each(locales)('the contact form’s errors in %s', (locale) => {
  it('marks nothing while the visitor tabs through empty fields; what was typed is judged on leaving the field', async () => {
    const { field, submit, error, hint } = renderForm(locale)
    for (const name of ['name', 'email', 'phone', 'message'] as const) await focus(field(name))
    await focus(submit)

    // A phone number too short, judged once the visitor leaves it...
    await focus(field('phone'))
    type(field('phone'), '12')
    await focus(field('message'))
    await waitFor(() => expect(field('phone')).toHaveAccessibleDescription(error('phoneInvalid')))
    expect(field('phone')).toHaveAttribute('aria-invalid', 'true')
    // ...while the empty required fields the visitor tabbed through stay as they were.
    for (const name of ['name', 'email', 'message'] as const) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'false')
      expect(field(name)).toHaveAccessibleDescription(hint(name))
    }

    // An address without its domain: nothing while typing, the error on leaving, gone once fixed.
    await focus(field('email'))
    type(field('email'), 'amina@')
    // The phone number corrected meanwhile (as autofill would): once its error has gone, the form
    // has been validated with the half-typed address too, which still shows nothing.
    type(field('phone'), '+92 300 1234567')
    await waitFor(() => expect(field('phone')).toHaveAttribute('aria-invalid', 'false'))
    expect(field('email')).toHaveAttribute('aria-invalid', 'false')
    expect(field('email')).toHaveAccessibleDescription(hint('email'))
    await focus(field('phone'))
    await waitFor(() => expect(field('email')).toHaveAccessibleDescription(error('emailInvalid')))
    type(field('email'), 'amina@example.com')
    await waitFor(() => expect(field('email')).toHaveAttribute('aria-invalid', 'false'))

    // A name of one letter is judged the same way; emptied, it is not wrong before a submit.
    await focus(field('name'))
    type(field('name'), locale === 'en' ? 'J' : 'ع')
    await focus(field('email'))
    await waitFor(() => expect(field('name')).toHaveAccessibleDescription(error('nameTooShort')))
    type(field('name'), '')
    await waitFor(() => expect(field('name')).toHaveAccessibleDescription(hint('name')))
    expect(field('name')).toHaveAttribute('aria-invalid', 'false')
  })

  it('shows "required" after a submit attempt, and from then on follows what the visitor types', async () => {
    const { field, submit, error, hint } = renderForm(locale)
    fireEvent.click(submit)
    await waitFor(() => expect(field('name')).toHaveAccessibleDescription(error('nameRequired')))
    expect(field('email')).toHaveAccessibleDescription(error('emailRequired'))
    expect(field('message')).toHaveAccessibleDescription(error('messageRequired'))
    expect(field('phone')).toHaveAttribute('aria-invalid', 'false')

    // Live, without leaving the field: fixed, the error goes; wrong again, it comes back.
    await focus(field('message'))
    type(field('message'), 'A bilingual site for our clinic, before the summer.')
    await waitFor(() => expect(field('message')).toHaveAccessibleDescription(hint('message')))
    type(field('message'), 'Too short')
    await waitFor(() => expect(field('message')).toHaveAccessibleDescription(error('messageTooShort')))
    type(field('message'), '')
    await waitFor(() => expect(field('message')).toHaveAccessibleDescription(error('messageRequired')))
  })
})
