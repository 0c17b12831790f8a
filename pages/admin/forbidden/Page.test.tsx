// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ForbiddenView } from '#features/admin/adminViews.ts'
import { renderPage } from '#testing/renderPage.tsx'
import ForbiddenPage from './+Page.tsx'

afterEach(cleanup)

const admin = { locale: 'en', config: { shell: 'admin' } } as const

describe('the page a role may not open', () => {
  it('says so, offers the role’s own start, and the navigation shows only what the role may open', () => {
    const forbidden: ForbiddenView = {
      kind: 'forbidden',
      email: 'words@example.com',
      role: 'translator',
      csrfToken: 'token',
      home: { key: 'translations', path: '/admin/translations' },
    }
    renderPage(<ForbiddenPage />, { ...admin, logicalPath: '/admin/forbidden', adminView: forbidden })
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Preview', 'Translations', 'Publish'])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account cannot open this page')
    expect(screen.getByRole('link', { name: 'Go to Translations' }).getAttribute('href')).toBe('/admin/translations')
  })
})
