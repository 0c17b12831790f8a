// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { ArticleEditor } from './ArticleEditor.tsx'
import { createEditorApi } from './editorApi.ts'

afterEach(cleanup)

const source = '---\ntitle: عنوان\n---\n\nنص المقال.\n'

function renderEditor(save: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const posted: Record<string, unknown>[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://admin.test').pathname
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>
    posted.push(body)
    const answer = path.endsWith('/article/save')
      ? save(body)
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
        api={createEditorApi('t', fetcher as typeof fetch)}
        slug="x"
        locale="ur"
        initialSource={source}
        frame={null}
      />
    </I18nextProvider>,
  )
  return posted
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
})
