// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { EditorPanel } from './EditorPanel.tsx'
import { createEditorApi, type EditorUnit, type Finding } from './editorApi.ts'

afterEach(cleanup)

const unit: EditorUnit = {
  unit: 'common:projects',
  plural: true,
  placeholders: ['{{count}}'],
  tags: [],
  locales: [
    {
      locale: 'en',
      dir: 'ltr',
      forms: [
        { key: 'common:projects_one', category: 'one', value: '{{count}} project' },
        { key: 'common:projects_other', category: 'other', value: '{{count}} projects' },
      ],
      outdated: null,
      glossary: [],
      findings: [],
    },
    {
      locale: 'ar',
      dir: 'rtl',
      forms: ['zero', 'one', 'two', 'few', 'many', 'other'].map((category) => ({
        key: `common:projects_${category}`,
        category,
        value: `${category} {{count}} مشروع`,
      })),
      outdated: { englishBefore: '{{count}} projects done', englishAfter: '{{count}} projects' },
      glossary: [{ english: 'project', preferred: 'مشروع', avoid: ['بروجكت'] }],
      findings: [],
    },
    {
      locale: 'ur',
      dir: 'rtl',
      forms: [
        { key: 'common:projects_one', category: 'one', value: '{{count}} پروجیکٹ' },
        { key: 'common:projects_other', category: 'other', value: '{{count}} پروجیکٹس' },
      ],
      outdated: null,
      glossary: [],
      findings: [],
    },
  ],
}

type Handler = (body: Record<string, unknown>) => { status: number; body: unknown }

/** A fetch that answers the editor's API from handlers by path, and records what was posted. */
function mockApi(handlers: Record<string, Handler>) {
  const posted: { path: string; body: Record<string, unknown>; headers: Record<string, string> }[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test')
    const path = url.pathname.replace('/admin/api/translations', '')
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    if (init?.method === 'POST') posted.push({ path, body, headers: init.headers as Record<string, string> })
    const handler = handlers[path]
    const answer = handler ? handler(body) : { status: 404, body: {} }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { api: createEditorApi('the-token', fetcher as typeof fetch), posted }
}

function renderPanel(handlers: Record<string, Handler>, onClose = vi.fn(), onSaved = vi.fn()) {
  const mocked = mockApi({ '/unit': () => ({ status: 200, body: unit }), ...handlers })
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <EditorPanel api={mocked.api} unitKey="common:projects" onClose={onClose} onSaved={onSaved} />
    </I18nextProvider>,
  )
  return { ...mocked, onClose, onSaved }
}

const error: Finding = {
  severity: 'error',
  kind: 'placeholders',
  key: 'common:projects_few',
  message: 'Keep {{count}}.',
}

describe('the in-context editor panel', () => {
  it('opens with focus on its heading and shows the three languages, Arabic and Urdu right to left', async () => {
    const { onClose } = renderPanel({})
    const heading = screen.getByRole('heading', { name: 'Edit common:projects' })
    expect(heading).toHaveFocus()
    for (const language of ['English', 'Arabic', 'Urdu'])
      expect(await screen.findByRole('group', { name: language })).toBeVisible()
    const few = screen.getByRole('textbox', { name: 'Arabic, plural form “few”' })
    expect(few).toHaveAttribute('dir', 'rtl')
    expect(few).toHaveAttribute('lang', 'ar')
    expect(few).toHaveValue('few {{count}} مشروع')
    expect(getComputedStyle(few).unicodeBidi).toBe('isolate')
    expect(getComputedStyle(few).fontFamily).toContain('IBM Plex Sans Arabic')
    expect(within(screen.getByRole('group', { name: 'Arabic' })).getAllByRole('textbox')).toHaveLength(6)
    const urdu = screen.getByRole('textbox', { name: 'Urdu, plural form “other”' })
    expect(urdu).toHaveAttribute('dir', 'rtl')
    expect(getComputedStyle(urdu).fontFamily).toContain('Noto Nastaliq Urdu')
    expect(getComputedStyle(urdu).lineHeight).toBe('2.7')
    expect(screen.getByRole('textbox', { name: 'English, plural form “one”' })).toHaveAttribute('dir', 'ltr')
    // What to keep, the glossary, and the English before and after.
    expect(screen.getByText('{{count}}', { selector: 'code' })).toBeVisible()
    expect(screen.getByText('بروجكت')).toBeVisible()
    expect(screen.getByText('{{count}} projects done')).toBeVisible()

    fireEvent.keyDown(few, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('checks as typed, and an error finding blocks the save while a warning does not', async () => {
    let answer: Finding[] = [error]
    const { posted } = renderPanel({ '/check': () => ({ status: 200, body: { findings: answer } }) })
    const few = await screen.findByRole('textbox', { name: 'Arabic, plural form “few”' })
    const save = screen.getByRole('button', { name: 'Save Arabic' })
    expect(save).toBeDisabled()

    fireEvent.change(few, { target: { value: 'مشاريع' } })
    expect(await screen.findByText('Keep {{count}}.')).toBeVisible()
    expect(screen.getByText('Fix the errors above before saving.')).toBeVisible()
    expect(save).toBeDisabled()
    expect(posted.at(-1)).toMatchObject({
      path: '/check',
      body: { locale: 'ar' },
      headers: { 'csrf-token': 'the-token' },
    })

    answer = [{ ...error, severity: 'warning', kind: 'glossary', message: 'Prefer مشروع.' }]
    fireEvent.change(few, { target: { value: '{{count}} مشاريع' } })
    expect(await screen.findByText('Prefer مشروع.')).toBeVisible()
    await waitFor(() => expect(save).toBeEnabled())
  })

  it('saves with the values it loaded, and a refusal for a stale value shows both versions', async () => {
    const onSaved = vi.fn()
    let stale = true
    const { posted } = renderPanel(
      {
        '/check': () => ({ status: 200, body: { findings: [] } }),
        '/save': (body) =>
          stale
            ? {
                status: 409,
                body: {
                  reason: 'stale',
                  current: { 'common:projects_few': 'نسخة أخرى {{count}}' },
                  yours: body.values,
                },
              }
            : { status: 200, body: { saved: 1, unit } },
      },
      vi.fn(),
      onSaved,
    )
    const few = await screen.findByRole('textbox', { name: 'Arabic, plural form “few”' })
    fireEvent.change(few, { target: { value: 'نسختي {{count}}' } })
    const save = screen.getByRole('button', { name: 'Save Arabic' })
    await waitFor(() => expect(save).toBeEnabled())
    fireEvent.click(save)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Arabic was changed by someone else')
    expect(within(alert).getByText('نسخة أخرى {{count}}')).toBeVisible()
    expect(within(alert).getByText('نسختي {{count}}')).toBeVisible()
    expect(posted.find((post) => post.path === '/save')?.body).toEqual({
      locale: 'ar',
      values: { 'common:projects_few': 'نسختي {{count}}' },
      expected: { 'common:projects_few': 'few {{count}} مشروع' },
    })
    expect(onSaved).not.toHaveBeenCalled()

    // Keeping their own sends the version now on disk as the one expected.
    stale = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Save mine over it' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved Arabic.'))
    expect(posted.filter((post) => post.path === '/save').at(-1)?.body.expected).toEqual({
      'common:projects_few': 'نسخة أخرى {{count}}',
    })
  })

  it('takes the saved version when the translator chooses it', async () => {
    renderPanel({
      '/check': () => ({ status: 200, body: { findings: [] } }),
      '/save': () => ({
        status: 409,
        body: { reason: 'stale', current: { 'common:projects_few': 'قيمة محفوظة' }, yours: {} },
      }),
    })
    const few = await screen.findByRole('textbox', { name: 'Arabic, plural form “few”' })
    fireEvent.change(few, { target: { value: 'قيمتي' } })
    const save = screen.getByRole('button', { name: 'Save Arabic' })
    await waitFor(() => expect(save).toBeEnabled())
    fireEvent.click(save)
    fireEvent.click(await screen.findByRole('button', { name: 'Use the saved version' }))
    expect(few).toHaveValue('قيمة محفوظة')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the findings of a save the server refused (422)', async () => {
    renderPanel({
      '/check': () => ({ status: 200, body: { findings: [] } }),
      '/save': () => ({ status: 422, body: { findings: [{ ...error, message: 'The tag <ltr> is missing.' }] } }),
    })
    const few = await screen.findByRole('textbox', { name: 'Arabic, plural form “few”' })
    fireEvent.change(few, { target: { value: 'قيمة' } })
    const save = screen.getByRole('button', { name: 'Save Arabic' })
    await waitFor(() => expect(save).toBeEnabled())
    fireEvent.click(save)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Arabic was not saved: the check found errors.')
    expect(alert).toHaveTextContent('The tag <ltr> is missing.')
  })
})
