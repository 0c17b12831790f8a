// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PublishEntry, PublishView } from '#features/admin/adminViews.ts'
import { renderPage } from '#testing/renderPage.tsx'
import Page from './+Page.tsx'

afterEach(cleanup)

const entry = (overrides: Partial<PublishEntry>): PublishEntry => ({
  id: 1,
  status: 'live',
  requestedBy: 'staff@example.com',
  requestedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: '2026-11-23T10:01:00.000Z',
  progress: null,
  error: null,
  file: null,
  changes: [],
  restoredFrom: null,
  restorable: false,
  ...overrides,
})

const view: PublishView = {
  kind: 'publish',
  email: 'staff@example.com',
  csrfToken: 'token',
  canPublish: true,
  changes: [
    {
      locale: 'ar',
      unit: 'services:heading',
      before: 'خدماتنا',
      after: 'خدماتنا المحدثة',
      author: 'translator@example.com',
      at: '2026-11-23T09:30:00.000Z',
      previewUrl: '/admin/preview?path=%2Fservices&locale=ar&highlight=services%3Aheading',
    },
    {
      locale: 'ur',
      unit: 'blog/launch',
      before: null,
      after: '---\ntitle: آغاز\n---\nمتن',
      author: null,
      at: null,
      previewUrl: '/admin/preview?path=%2Fblog%2Flaunch&locale=ur',
    },
  ],
  building: null,
  latest: null,
  publishes: [],
}

const render = (overrides: Partial<PublishView> = {}) =>
  renderPage(<Page />, { locale: 'en', logicalPath: '/admin/publish', adminView: { ...view, ...overrides } })

describe('the publish page', () => {
  it('lists each unpublished change per language: live text, text after publishing, who and when, its preview', () => {
    render()
    const arabic = screen.getByRole('region', { name: 'Arabic: 1 change' })
    const change = within(arabic).getByRole('listitem')
    const [live, after] = within(change).getAllByRole('definition')
    expect(live).toHaveTextContent('خدماتنا')
    expect(after).toHaveTextContent('خدماتنا المحدثة')
    expect(after).toHaveAttribute('dir', 'rtl')
    expect(change).toHaveTextContent('Changed by translator@example.com on 2026-11-23 09:30 UTC')
    expect(within(change).getByRole('link', { name: 'Show in the preview' })).toHaveAttribute(
      'href',
      view.changes[0]?.previewUrl,
    )
    const urdu = screen.getByRole('region', { name: 'Urdu: 1 change' })
    expect(urdu).toHaveTextContent('(none)')
    expect(urdu).toHaveTextContent('Edited in the files')
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument()
  })

  it('offers translators no Publish and no Restore', () => {
    render({
      canPublish: false,
      publishes: [entry({ id: 2 }), entry({ id: 1, status: 'superseded', restorable: true })],
    })
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull()
    expect(screen.getByText(/Owners and staff publish/)).toBeInTheDocument()
  })

  it('shows the running build’s progress instead of the form', () => {
    const building = entry({ id: 3, status: 'building', finishedAt: null, progress: 'vike pre-rendering HTML...' })
    render({ building, latest: building, publishes: [building] })
    expect(screen.getByRole('heading', { name: 'Building the site' })).toBeInTheDocument()
    expect(screen.getByLabelText('Build progress')).toHaveTextContent('vike pre-rendering HTML...')
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
  })

  it('shows a failed build’s error and file, and Restore on an earlier build', () => {
    const failed = entry({
      id: 3,
      status: 'failed',
      error: 'ArticleError: locales/ar/blog/launch.md: front matter is not valid YAML',
      file: 'locales/ar/blog/launch.md',
    })
    render({
      latest: failed,
      publishes: [
        failed,
        entry({ id: 2, changes: [{ locale: 'ar', units: ['services:heading'] }] }),
        entry({ id: 1, status: 'superseded', restorable: true }),
      ],
    })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The live site has not changed.')
    expect(alert).toHaveTextContent('The file to fix: locales/ar/blog/launch.md')
    const history = screen.getByRole('region', { name: 'Recent publishes' })
    expect(within(history).getAllByRole('row')[2]).toHaveTextContent('Arabic: 1 change')
    expect(within(history).getByRole('button', { name: 'Restore the build of publish 1' })).toBeInTheDocument()
  })
})
