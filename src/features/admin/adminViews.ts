// What the server hands each admin page to render (pageContext.adminView). The server loads the
// data after checking the session; the pages only present it.
import type { Locale } from '#i18n/locales.ts'
import type { LeadStatus } from './leadStatuses.ts'

export interface AdminChrome {
  /** The signed-in staff member; absent on the sign-in page. */
  email?: string
  /** For every form that changes something (@fastify/csrf-protection). */
  csrfToken: string
}

export interface LoginView extends AdminChrome {
  kind: 'login'
  error?: 'invalid' | 'throttled'
  emailValue?: string
  next?: string
}

/** A lead as staff see it; times are ISO strings, since the view reaches the page as JSON. */
export interface LeadDetails {
  id: number
  createdAt: string
  name: string
  email: string
  phone: string
  message: string
  locale: string
  page: string
  userAgent: string | null
  status: LeadStatus
  spamReason: string | null
  note: string | null
}

/** A line of the inbox, and of the JSON API's list. */
export type LeadSummary = Pick<LeadDetails, 'id' | 'createdAt' | 'name' | 'email' | 'message' | 'locale' | 'status'>

export interface LeadFilters {
  q: string
  status: LeadStatus | ''
}

export interface LeadsView extends AdminChrome {
  kind: 'leads'
  filters: LeadFilters
  leads: LeadSummary[]
  total: number
  /** The query string of the current filters, for the CSV link. */
  query: string
}

export interface NotificationState {
  recipient: string
  attempts: number
  sentAt: string | null
  lastError: string | null
  nextAttemptAt: string
}

export interface LeadView extends AdminChrome {
  kind: 'lead'
  lead: LeadDetails
  notification: NotificationState | null
  saved: boolean
}

/** Translation keys in the preview: hidden, shown beside the text, or shown instead of it. */
export const previewKeys = ['off', 'beside', 'instead'] as const
export type PreviewKeys = (typeof previewKeys)[number]
export const previewWidths = ['phone', 'tablet', 'desktop'] as const
export type PreviewWidth = (typeof previewWidths)[number]

export interface PreviewView extends AdminChrome {
  kind: 'preview'
  pages: { path: string; label: string; draft: boolean }[]
  path: string
  /** 'all' shows the three locales side by side. */
  locale: 'all' | Locale
  width: PreviewWidth
  keys: PreviewKeys
  /** 'namespace:key' to outline and scroll to in the frames (from the translations to-do list). */
  highlight?: string
  /** Edit mode: every string in the frames can be chosen and edited in a panel beside them. */
  edit: boolean
}

/** One thing a translator should do, as the translation check found it. */
export interface TranslationItem {
  /** missing, extra, type, placeholders, plural-missing, plural-extra, identical, outdated, glossary, direction */
  kind: string
  severity: 'error' | 'outdated' | 'warning'
  /** 'ar/home.json', 'ur/blog/<slug>.md' */
  file: string
  /** The key, or 'line 12 (excerpt)' in an article. */
  where: string
  detail: string
  before?: string
  after?: string
  /** 'home:hero.title' or 'blog/<slug>': what a confirmation or an exception is recorded for. */
  unit: string
  /** For glossary and direction warnings: what accepting it records. */
  exception?: string
  /** The preview of a page that shows it, the key highlighted. */
  previewUrl: string
}

export interface LanguageTodo {
  locale: Locale
  keys: number
  articles: number
  items: TranslationItem[]
}

export interface GlossaryEntry {
  english: string
  preferred: string
  avoid: string[]
  note?: string
}

export interface ArticleRow {
  slug: string
  locales: { locale: string; present: boolean; draft: boolean }[]
}

export interface TranslationsView extends AdminChrome {
  kind: 'translations'
  languages: LanguageTodo[]
  glossary: { locale: Locale; terms: GlossaryEntry[] }[]
  articles: ArticleRow[]
  /** After a confirmation or an exception: what was recorded, for the notice. */
  done?: { locale: Locale; unit: string; action: 'confirmed' | 'accepted' }
}

/** One article's file in one language, in the article editor. */
export interface ArticleEditorView extends AdminChrome {
  kind: 'articleEditor'
  slug: string
  locale: Locale
  /** The whole file as it is on disk; null when the language has no file for it yet. */
  source: string | null
  /** The English file, the translator's source (null on the English page or when English lacks it). */
  english: string | null
}

export type AdminView = LoginView | LeadsView | LeadView | PreviewView | TranslationsView | ArticleEditorView

/** The view of the page being rendered, checked against the kind that page expects. */
export function expectView<K extends AdminView['kind']>(
  view: AdminView | undefined,
  kind: K,
): Extract<AdminView, { kind: K }> {
  if (view?.kind !== kind) throw new Error(`admin page ${kind} rendered without its data`)
  return view as Extract<AdminView, { kind: K }>
}
