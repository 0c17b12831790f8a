// The admin's translation API as the editor calls it (served under /admin/api/translations; its
// shapes are the shared design's). Every POST carries the page's CSRF token in a header.
import type { Locale } from '#i18n/locales.ts'

export interface Finding {
  severity: 'error' | 'warning'
  kind: string
  key: string
  message: string
}

export interface GlossaryTerm {
  english: string
  preferred: string
  avoid: string[]
  note?: string
}

export interface EditorForm {
  /** The full key: 'ns:key', or 'ns:key_few' for a plural form. */
  key: string
  category: string | null
  value: string | null
}

export interface EditorLocaleUnit {
  locale: Locale
  dir: 'ltr' | 'rtl'
  forms: EditorForm[]
  outdated: null | { englishBefore: string; englishAfter: string }
  glossary: GlossaryTerm[]
  findings: Finding[]
}

export interface EditorUnit {
  unit: string
  plural: boolean
  placeholders: string[]
  tags: string[]
  locales: EditorLocaleUnit[]
}

export interface HistoryEntry {
  id: number
  key: string
  before: string | null
  after: string | null
  author: string
  at: string
  restoredFrom: number | null
}

export type Values = Record<string, string>
export type Expected = Record<string, string | null>

/** What a save (or a restore) came to. */
export type SaveOutcome<T> =
  | { status: 'saved'; result: T }
  | { status: 'invalid'; findings: Finding[] }
  | { status: 'stale'; current: Expected; yours: Record<string, string> }
  | { status: 'failed'; message: string }

export interface ArticleSource {
  slug: string
  locale: Locale
  source: string
  english: string | null
  findings: Finding[]
  html: string
}

type Fetch = typeof fetch

const base = '/admin/api/translations'

async function readSave<T>(response: Response): Promise<SaveOutcome<T>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (response.ok) return { status: 'saved', result: body as T }
  if (response.status === 422 && Array.isArray(body.findings))
    return { status: 'invalid', findings: body.findings as Finding[] }
  if (response.status === 409)
    return {
      status: 'stale',
      current: (body.current ?? {}) as Expected,
      yours: (body.yours ?? {}) as Record<string, string>,
    }
  const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : ''
  return { status: 'failed', message: message || `HTTP ${response.status}` }
}

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as T
}

export function createEditorApi(csrfToken: string, fetcher: Fetch = (...args) => fetch(...args)) {
  const post = (path: string, body: unknown, signal?: AbortSignal) =>
    fetcher(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'csrf-token': csrfToken },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    })
  const get = (path: string, query: Record<string, string>) =>
    fetcher(`${base}${path}?${new URLSearchParams(query)}`, { credentials: 'same-origin' })

  return {
    /** null: English has no such key. */
    async unit(key: string): Promise<EditorUnit | null> {
      const response = await get('/unit', { key })
      if (response.status === 404) return null
      return readJson<EditorUnit>(response)
    },
    async check(locale: Locale, values: Values, signal?: AbortSignal): Promise<Finding[]> {
      return (await readJson<{ findings: Finding[] }>(await post('/check', { locale, values }, signal))).findings
    },
    async save(locale: Locale, values: Values, expected: Expected) {
      return readSave<{ saved: number; unit: EditorUnit }>(await post('/save', { locale, values, expected }))
    },
    async history(locale: Locale, key: string): Promise<HistoryEntry[]> {
      return (await readJson<{ entries: HistoryEntry[] }>(await get('/history', { locale, key }))).entries
    },
    async restore(id: number) {
      return readSave<{ saved: number; unit: EditorUnit }>(await post('/restore', { id }))
    },
    /** An article's restore: the same route, answering with the article as its save does. */
    async restoreArticle(id: number) {
      return readSave<{ saved: number; unit: ArticleSource }>(await post('/restore', { id }))
    },
    async article(locale: Locale, slug: string): Promise<ArticleSource> {
      return readJson<ArticleSource>(await get('/article', { locale, slug }))
    },
    async checkArticle(locale: Locale, slug: string, source: string, signal?: AbortSignal) {
      return readJson<{ findings: Finding[]; html: string }>(
        await post('/article/check', { locale, slug, source }, signal),
      )
    },
    async saveArticle(locale: Locale, slug: string, source: string, expected: string | null) {
      return readSave<Record<string, unknown>>(await post('/article/save', { locale, slug, source, expected }))
    },
  }
}

export type EditorApi = ReturnType<typeof createEditorApi>
