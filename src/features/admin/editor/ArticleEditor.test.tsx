// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { ArticleEditor } from './ArticleEditor.tsx'
import { createEditorApi } from './editorApi.ts'

afterEach(cleanup)

const source = '---\ntitle: عنوان\n---\n\nنص المقال.\n'

type Answer = { status: number; body: unknown }

function renderEditor(
  save: (body: Record<string, unknown>) => Answer,
  more: { history?: (query: URLSearchParams) => Answer; restore?: (body: Record<string, unknown>) => Answer } = {},
) {
  const posted: Record<string, unknown>[] = []
  const requests: { path: string; query: URLSearchParams; headers: Headers; body: Record<string, unknown> }[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test')
    const path = url.pathname
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    posted.push(body)
    requests.push({ path, query: url.searchParams, headers: new Headers(init?.headers), body })
    const answer = path.endsWith('/article/save')
      ? save(body)
      : path.endsWith('/history') && more.history
        ? more.history(url.searchParams)
        : path.endsWith('/restore') && more.restore
          ? more.restore(body)
          : {
              status: 200,
              body: {
                findings: String(body.source).startsWith('---')
                  ? []
                  : [{ severity: 'error', kind: 'article', key: 'blog/x', message: 'No front matter.' }],
                html: '',
              },
            }
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <ArticleEditor
        api={createEditorApi('csrf-t', fetcher as typeof fetch)}
        slug="x"
        locale="ur"
        initialSource={source}
        frame={null}
      />
    </I18nextProvider>,
  )
  return Object.assign(posted, { requests })
}

describe('the article editor', () => {
  it('shows the whole file right to left, blocks a save the check refuses, and shows both versions when stale', async () => {
    const posted = renderEditor(() => ({
      status: 409,
      body: { reason: 'stale', current: '---\ntitle: کسی اور کا\n---\n', yours: '' },
    }))
    const field = screen.getByRole('textbox', { name: 'Urdu file (front matter and Markdown)' })
    expect(field).toHaveAttribute('dir', 'rtl')
    expect(field).toHaveValue(source)
    const save = screen.getByRole('button', { name: 'Save Urdu' })

    fireEvent.change(field, { target: { value: 'نص بلا مقدمة' } })
    expect(await screen.findByText('No front matter.')).toBeVisible()
    expect(save).toBeDisabled()

    fireEvent.change(field, { target: { value: `${source}\nمزید۔\n` } })
    await waitFor(() => expect(save).toBeEnabled())
    fireEvent.click(save)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Urdu was changed by someone else')
    expect(within(alert).getByText(/کسی اور کا/)).toBeVisible()
    expect(within(alert).getByText(/مزید۔/)).toBeVisible()
    expect(posted.at(-1)).toEqual({ locale: 'ur', slug: 'x', source: `${source}\nمزید۔\n`, expected: source })
  })

  it('lists the file’s changes as the lines that differ, and restores one: the field shows the file as it was', async () => {
    const edited = `${source}\nمزید۔\n`
    const entry = {
      id: 7,
      key: 'blog/x',
      before: source,
      after: edited,
      author: 'mutarjim@example.com',
      at: '2025-02-03T10:04:00.000Z',
      restoredFrom: null,
    }
    const article = { slug: 'x', locale: 'ur', source, english: null, findings: [], html: '' }
    const { requests } = renderEditor(() => ({ status: 200, body: {} }), {
      history: () => ({ status: 200, body: { entries: [entry] } }),
      restore: () => ({ status: 200, body: { saved: 1, unit: article } }),
    })
    const field = screen.getByRole('textbox', { name: 'Urdu file (front matter and Markdown)' })
    fireEvent.change(field, { target: { value: edited } })

    const toggle = screen.getByRole('button', { name: 'History of Urdu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const history = screen.getByRole('region', { name: 'Changes to Urdu' })
    const item = await within(history).findByRole('listitem')
    expect(item).toHaveTextContent('mutarjim@example.com, 2025-02-03 10:04 UTC')
    // Not the whole files: how long each is, and the lines where they part.
    expect(item).toHaveTextContent('5 lines. Nothing at line 6: the change added lines there.')
    expect(item).toHaveTextContent('7 lines. From line 6:')
    expect(within(item).getByText('مزید۔', { exact: false })).toHaveAttribute('dir', 'rtl')
    expect(within(item).queryByText(/title: عنوان/)).toBeNull()
    const historyRequest = requests.find((request) => request.path.endsWith('/history'))
    expect(Object.fromEntries(historyRequest?.query ?? [])).toEqual({ locale: 'ur', key: 'blog/x' })

    fireEvent.click(
      within(item).getByRole('button', {
        name: 'Restore the file as it was before the change of 2025-02-03 10:04 UTC',
      }),
    )
    // The status region is there, empty, before the restore answers: wait for its words.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Restored Urdu.'))
    expect(field).toHaveValue(source)
    expect(screen.getByRole('button', { name: 'Save Urdu' })).toBeDisabled()
    const restore = requests.find((request) => request.path.endsWith('/restore'))
    expect(restore?.body).toEqual({ id: 7 })
    expect(restore?.headers.get('csrf-token')).toBe('csrf-t')
    // The list is read again, with the restore in it.
    await waitFor(() => expect(requests.filter((request) => request.path.endsWith('/history'))).toHaveLength(2))
  })
})
