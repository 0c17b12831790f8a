// What the server hands each admin page to render (pageContext.adminView). The server loads the
// data after checking the session; the pages only present it.
import type { Locale } from '#i18n/locales.ts'
import type { LeadStatus } from './leadStatuses.ts'
import type { Role } from './roles.ts'

export interface AdminChrome {
  /** The signed-in staff member; absent on the sign-in page. */
  email?: string
  /** The signed-in account's role (set by sendAdminPage): the navigation shows what it may open. */
  role?: Role
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

/** A key or article whose text in the working copy differs from the live site's. */
export interface UnpublishedChange {
  locale: Locale
  /** 'services:heading' or 'blog/<slug>'. */
  unit: string
  /** The live site's text; null when the live site lacks it. */
  before: string | null
  /** The working copy's text; null when it was removed. */
  after: string | null
  /** The newest recorded change of this unit; null when it was edited in the files. */
  author: string | null
  at: string | null
  /** The preview of a page that shows it, the key highlighted. */
  previewUrl: string
}

export type PublishState = 'building' | 'live' | 'failed' | 'superseded'

/** One publish (or restore) of the public site, as the list of recent publishes shows it. */
export interface PublishEntry {
  id: number
  status: PublishState
  requestedBy: string
  requestedAt: string
  finishedAt: string | null
  /** The build's latest output lines while it runs (and its last ones after). */
  progress: string | null
  /** Why the build failed, in its own words, the file as locales/... */
  error: string | null
  /** The translation file the error names. */
  file: string | null
  /** The units that changed with it, per language. */
  changes: { locale: string; units: string[] }[]
  restoredFrom: number | null
  /** An earlier live build still on disk: it can be made live again. */
  restorable: boolean
}

export interface PublishView extends AdminChrome {
  kind: 'publish'
  changes: UnpublishedChange[]
  /** The role may publish and restore (owner, staff); translators only see. */
  canPublish: boolean
  /** The publish being built now, if any (the page refreshes itself while it runs). */
  building: PublishEntry | null
  /** The newest publish, for its result. */
  latest: PublishEntry | null
  publishes: PublishEntry[]
  /** After a refused publish or restore: why. */
  refused?: string
  restored?: number
}

/** The 403 page: this account's role may not open what it asked for. */
export interface ForbiddenView extends AdminChrome {
  kind: 'forbidden'
  /** The page the role starts on, offered instead. */
  home: { key: string; path: string }
}

/** An account as the owner's accounts page lists it. */
export interface AccountSummary {
  id: number
  email: string
  role: Role
  createdAt: string
  disabled: boolean
  /** False until the invitation's set-password link has been used. */
  hasPassword: boolean
  /** The newest unused set-password link's expiry, if one is pending. */
  linkExpiresAt: string | null
}

export type AccountsNotice = 'invited' | 'link' | 'role' | 'disabled' | 'enabled'
export type AccountsError = 'lastOwner' | 'exists' | 'email' | 'notFound'

export interface AccountsView extends AdminChrome {
  kind: 'accounts'
  accounts: AccountSummary[]
  /** After an invitation or a new link: shown once, for the owner to pass on. */
  link?: { email: string; url: string; expiresAt: string }
  notice?: { kind: AccountsNotice; email: string }
  error?: { kind: AccountsError; email?: string }
  /** What the invite form held when it was refused. */
  inviteValue?: { email: string; role: Role }
}

export interface SetPasswordView extends AdminChrome {
  kind: 'set-password'
  /** 'expired' covers a used, expired or unknown link alike. */
  state: 'form' | 'expired' | 'throttled'
  token?: string
  accountEmail?: string
  error?: 'short' | 'mismatch' | 'busy'
}

export type AdminView =
  | LoginView
  | LeadsView
  | LeadView
  | PreviewView
  | TranslationsView
  | ForbiddenView
  | AccountsView
  | SetPasswordView
  | PublishView
  | ArticleEditorView

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

/** The view of the page being rendered, checked against the kind that page expects. */
export function expectView<K extends AdminView['kind']>(
  view: AdminView | undefined,
  kind: K,
): Extract<AdminView, { kind: K }> {
  if (view?.kind !== kind) throw new Error(`admin page ${kind} rendered without its data`)
  return view as Extract<AdminView, { kind: K }>
}
