// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { renderPage } from '#testing/renderPage.tsx'

afterEach(cleanup)

describe.each(locales)('shared layout in %s', (locale) => {
  const t = getI18n(locale).t
  const prefix = locale === 'en' ? '' : `/${locale}`

  it('marks the current page in the main navigation and keeps every link in the locale', () => {
    renderPage(<p>content</p>, { locale, logicalPath: '/services' })
    const nav = screen.getByRole('navigation', { name: t('a11y.mainNavigation') })
    const current = within(nav).getByRole('link', { current: 'page' })
    expect(current).toHaveTextContent(t('nav.services'))
    expect(current).toHaveAttribute('href', `${prefix}/services`)
    expect(within(nav).getByRole('link', { name: t('nav.home') })).toHaveAttribute('href', prefix || '/')
    expect(screen.getByRole('link', { name: t('nav.getQuote') })).toHaveAttribute('href', `${prefix}/contact`)
  })

  it('offers this same page in each language, named in that language', () => {
    renderPage(<p>content</p>, { locale, logicalPath: '/services' })
    const switcher = screen.getByRole('list', { name: t('language.switcherLabel') })
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/services')
    expect(within(switcher).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/services')
    expect(within(switcher).getByRole('link', { name: 'اردو' })).toHaveAttribute('href', '/ur/services')
  })

  it('has a footer with the legal pages, the blog, this year and the tools site in a new tab', () => {
    renderPage(<p>content</p>, { locale, logicalPath: '/' })
    const footer = screen.getByRole('contentinfo')
    for (const key of ['privacy', 'terms', 'cookies', 'disclaimer'] as const) {
      expect(within(footer).getByRole('link', { name: t(`footer.${key}`) })).toHaveAttribute('href', `${prefix}/${key}`)
    }
    expect(within(footer).getByRole('link', { name: t('nav.blog') })).toHaveAttribute('href', `${prefix}/blog`)
    expect(footer).toHaveTextContent(String(new Date().getFullYear()))
    const tools = within(footer).getByRole('link', { name: new RegExp(t('footer.toolsLink', { name: 'ToolHarbor' })) })
    expect(tools).toHaveAttribute('target', '_blank')
    expect(tools).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })
})
