import type { Direction, Locale } from '#i18n/locales.ts'

/** A finding as the editor shows it beside a field (the same engine as `npm run i18n:check`). */
export interface EditorFinding {
  severity: 'error' | 'warning'
  kind: string
  /** The full key ('common:projects_few') or 'blog/<slug>'. */
  key: string
  message: string
}

export interface EditorForm {
  /** 'ns:key', or a plural form's full key 'ns:key_few'. */
  key: string
  category: Intl.LDMLPluralRule | null
  value: string | null
}

export interface EditorLocale {
  locale: Locale
  dir: Direction
  forms: EditorForm[]
  outdated: null | { englishBefore: string; englishAfter: string }
  glossary: { english: string; preferred: string; avoid: string[]; note?: string }[]
  findings: EditorFinding[]
}

/** One key in the three languages, as the in-context editor's panel shows it. */
export interface EditorUnit {
  /** 'ns:key' (a plural key by its base). */
  unit: string
  plural: boolean
  /** '{{count}}' as English uses them. */
  placeholders: string[]
  /** '<ltr>', '</ltr>' as English uses them. */
  tags: string[]
  locales: EditorLocale[]
}

/** What a save answers: saved, refused by the check (nothing written), or stale (nothing written). */
export type SaveOutcome<Unit> =
  | { status: 'saved'; saved: number; unit: Unit }
  | { status: 'invalid'; findings: EditorFinding[] }
  | { status: 'stale'; current: unknown; yours: unknown }
