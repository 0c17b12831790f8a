import type { Kysely } from 'kysely'
import { toDate } from '../db/toDate.server.ts'
import type { Database } from '../db/types.server.ts'

/** One saved edit: a key's value (a plural form by its full key) or a whole article file. */
export interface TranslationChange {
  id: number
  locale: string
  /** 'namespace:key' or 'blog/<slug>'. */
  unit: string
  before: string | null
  after: string
  author: string
  at: Date
  restoredFrom: number | null
  pulledAt: Date | null
}

export interface NewChange {
  locale: string
  unit: string
  before: string | null
  after: string
  author: string
  restoredFrom?: number | null
}

type Row = Database['translation_changes']

function toChange(
  row: {
    [K in keyof Row]: K extends 'id' ? number | string : Row[K]
  },
): TranslationChange {
  return {
    id: Number(row.id),
    locale: row.locale,
    unit: row.unit,
    before: row.before,
    after: row.after,
    author: row.author_email,
    at: toDate(row.changed_at),
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    pulledAt: row.pulled_at === null ? null : toDate(row.pulled_at),
  }
}

/** The history of translation edits, which is also the layer of edits not yet in git (decision 0011). */
export function createTranslationChanges(db: Kysely<Database>) {
  return {
    async record(changes: NewChange[], now: Date): Promise<number[]> {
      if (changes.length === 0) return []
      const rows = await db
        .insertInto('translation_changes')
        .values(
          changes.map((change) => ({
            locale: change.locale,
            unit: change.unit,
            before: change.before,
            after: change.after,
            author_email: change.author,
            changed_at: now.toISOString(),
            restored_from: change.restoredFrom ?? null,
          })),
        )
        .returning('id')
        .execute()
      return rows.map((row) => Number(row.id))
    },

    /** Takes back rows whose file write failed, so the layer never holds an edit nobody saw. */
    async forget(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.deleteFrom('translation_changes').where('id', 'in', ids).execute()
    },

    async find(id: number): Promise<TranslationChange | undefined> {
      const row = await db.selectFrom('translation_changes').selectAll().where('id', '=', id).executeTakeFirst()
      return row && toChange(row)
    },

    /** The changes of these units of a locale, newest first. */
    async history(locale: string, units: string[], limit = 200): Promise<TranslationChange[]> {
      if (units.length === 0) return []
      const rows = await db
        .selectFrom('translation_changes')
        .selectAll()
        .where('locale', '=', locale)
        .where('unit', 'in', units)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
      return rows.map(toChange)
    },

    /** Every change not yet pulled into git, oldest first (up to a publish's last change, after one already applied). */
    async unpulled(range: { upToId?: number; afterId?: number } = {}): Promise<TranslationChange[]> {
      let query = db.selectFrom('translation_changes').selectAll().where('pulled_at', 'is', null)
      if (range.upToId !== undefined) query = query.where('id', '<=', range.upToId)
      if (range.afterId !== undefined) query = query.where('id', '>', range.afterId)
      const rows = await query.orderBy('id', 'asc').execute()
      return rows.map(toChange)
    },

    /** The newest change's id (0 when there is none): whether another instance saved since. */
    async newestId(): Promise<number> {
      const row = await db
        .selectFrom('translation_changes')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
      return Number(row?.id ?? 0)
    },

    async markPulled(ids: number[], now: Date): Promise<void> {
      // In slices, so a long list stays within SQLite's limit on bound values.
      for (let start = 0; start < ids.length; start += 500)
        await db
          .updateTable('translation_changes')
          .set({ pulled_at: now.toISOString() })
          .where('id', 'in', ids.slice(start, start + 500))
          .execute()
    },
  }
}

export type TranslationChanges = ReturnType<typeof createTranslationChanges>
