// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AccountsView } from '#features/admin/adminViews.ts'
import { renderPage } from '#testing/renderPage.tsx'
import Page from './+Page.tsx'

afterEach(cleanup)

const view: AccountsView = {
  kind: 'accounts',
  email: 'owner@example.com',
  role: 'owner',
  csrfToken: 'token',
  accounts: [
    {
      id: 1,
      email: 'owner@example.com',
      role: 'owner',
      createdAt: '2026-11-01T09:00:00.000Z',
      disabled: false,
      hasPassword: true,
      linkExpiresAt: null,
    },
    {
      id: 2,
      email: 'words@example.com',
      role: 'translator',
      createdAt: '2026-11-20T09:00:00.000Z',
      disabled: true,
      hasPassword: false,
      linkExpiresAt: '2026-11-23T09:00:00.000Z',
    },
  ],
  error: { kind: 'lastOwner', email: 'owner@example.com' },
}

const admin = { locale: 'en', config: { shell: 'admin' } } as const

describe('the accounts page', () => {
  it('lists each account with its role and state, and one labelled form per change', () => {
    renderPage(<Page />, { ...admin, logicalPath: '/admin/accounts', adminView: view })
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leads', 'Preview', 'Translations', 'Publish', 'Accounts'])
    expect(screen.getByText('Role: Owner')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('owner@example.com is the last active owner')
    const row = screen.getByRole('row', { name: /words@example\.com/ })
    expect(row.textContent).toContain('Disabled')
    expect(row.textContent).toContain('Set-password link valid until 2026-11-23 09:00 UTC')
    expect(within(row).getByRole('combobox', { name: 'Role for words@example.com' })).toHaveProperty(
      'value',
      'translator',
    )
    const enable = within(row).getByRole('button', { name: 'Enable words@example.com' })
    expect(enable.closest('form')?.getAttribute('action')).toBe('/admin/accounts/2/enable')
    for (const form of document.querySelectorAll('main form[method="post"]')) {
      expect(form.querySelector('input[name="_csrf"]')).toHaveProperty('value', 'token')
    }
  })
})
