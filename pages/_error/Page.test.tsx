// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { renderPage } from '#testing/renderPage.tsx'
import Page from './+Page.tsx'

afterEach(cleanup)

describe.each(locales)('error page in %s', (locale) => {
  const t = getI18n(locale).t
  const home = locale === 'en' ? '/' : `/${locale}`

  it('shows 404, the not-found heading and a way home in the locale', () => {
    renderPage(<Page />, { locale, logicalPath: '/404', is404: true })
    expect(screen.getByText('404')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('notFound.heading'))
    expect(screen.getByRole('main').querySelector(`a[href="${home}"]`)).toHaveTextContent(t('notFound.home'))
  })

  it('shows the unexpected error with its message', () => {
    renderPage(<Page />, { locale, logicalPath: '/services', errorWhileRendering: new Error('Database offline') })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('error.heading'))
    expect(screen.getByText('Database offline')).toBeInTheDocument()
  })

  it('shows the status text of an aborted request', () => {
    renderPage(<Page />, { locale, logicalPath: '/x', abortStatusCode: 403, abortReason: 'Forbidden' })
    expect(screen.getByText('Forbidden')).toBeInTheDocument()
  })
})
