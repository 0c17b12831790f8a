import type { Kysely, Selectable } from 'kysely'
import { toDate } from '../db/toDate.server.ts'
import type { Database, PublishesTable, PublishStatus } from '../db/types.server.ts'

/** The units a publish changed, per locale: { ar: ['services:heading', 'blog/launch'] }. */
export type ChangedUnits = Partial<Record<string, string[]>>

export interface PublishRecord {
  id: number
  status: PublishStatus
  buildId: string
  requestedBy: string
  requestedAt: Date
  finishedAt: Date | null
  progress: string | null
  error: string | null
  changes: ChangedUnits | null
  lastChangeId: number | null
  restoredFrom: number | null
}

/** Who last changed a unit in the working copy, and when (translation_changes). */
export interface LastChange {
  author: string
  at: Date
}

type Row = Selectable<PublishesTable>

function toRecord(row: Row): PublishRecord {
  return {
    id: row.id,
    status: row.status,
    buildId: row.build_id,
    requestedBy: row.requested_by,
    requestedAt: toDate(row.requested_at),
    finishedAt: row.finished_at === null ? null : toDate(row.finished_at),
    progress: row.progress,
    error: row.error,
    changes: row.changes ? (JSON.parse(row.changes) as ChangedUnits) : null,
    lastChangeId: row.last_change_id,
    restoredFrom: row.restored_from,
  }
}

/** The publishes table (migration 0006) and what a publish reads of translation_changes. */
export function createPublishRepository(db: Kysely<Database>) {
  return {
    async insert(values: {
      status: PublishStatus
      buildId: string
      requestedBy: string
      at: Date
      lastChangeId: number | null
      restoredFrom?: number | null
      changes?: ChangedUnits | null
    }): Promise<number> {
      const row = await db
        .insertInto('publishes')
        .values({
          status: values.status,
          build_id: values.buildId,
          requested_by: values.requestedBy,
          requested_at: values.at.toISOString(),
          finished_at: values.status === 'building' ? null : values.at.toISOString(),
          last_change_id: values.lastChangeId,
          restored_from: values.restoredFrom ?? null,
          changes: values.changes ? JSON.stringify(values.changes) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },

    async find(id: number): Promise<PublishRecord | null> {
      const row = await db.selectFrom('publishes').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toRecord(row) : null
    },

    async recent(limit: number): Promise<PublishRecord[]> {
      const rows = await db.selectFrom('publishes').selectAll().orderBy('id', 'desc').limit(limit).execute()
      return rows.map(toRecord)
    },

    /** The publish every instance serves: the newest live one. */
    async newestLive(): Promise<PublishRecord | null> {
      const row = await db
        .selectFrom('publishes')
        .selectAll()
        .where('status', '=', 'live')
        .orderBy('id', 'desc')
        .executeTakeFirst()
      return row ? toRecord(row) : null
    },

    async building(): Promise<PublishRecord[]> {
      const rows = await db.selectFrom('publishes').selectAll().where('status', '=', 'building').execute()
      return rows.map(toRecord)
    },

    async setProgress(id: number, progress: string): Promise<void> {
      await db.updateTable('publishes').set({ progress }).where('id', '=', id).execute()
    },

    /** A build that ended in an error (or was abandoned): the live site stays as it was. */
    async fail(id: number, error: string, at: Date): Promise<void> {
      await db
        .updateTable('publishes')
        .set({ status: 'failed', error, finished_at: at.toISOString() })
        .where('id', '=', id)
        .execute()
    },

    /** Makes one publish the live one, and the one live before it superseded, in one transaction. */
    async goLive(id: number, at: Date, changes: ChangedUnits | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('publishes')
          .set({ status: 'superseded' })
          .where('status', '=', 'live')
          .where('id', '!=', id)
          .execute()
        await trx
          .updateTable('publishes')
          .set({ status: 'live', finished_at: at.toISOString(), changes: changes ? JSON.stringify(changes) : null })
          .where('id', '=', id)
          .execute()
      })
    },

    /** The build folders publishes still name as live or superseded, newest first. */
    async servedBuildIds(): Promise<string[]> {
      const rows = await db
        .selectFrom('publishes')
        .select(['build_id'])
        .where('status', 'in', ['live', 'superseded'])
        .orderBy('id', 'desc')
        .execute()
      return [...new Set(rows.map((row) => row.build_id))]
    },

    /** The newest translation change: what a build made now includes. */
    async newestChangeId(): Promise<number | null> {
      const row = await db
        .selectFrom('translation_changes')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
      return row?.id === null || row?.id === undefined ? null : Number(row.id)
    },

    /** The newest change of each (locale, unit), for "who and when" beside an unpublished change. */
    async lastChanges(): Promise<Map<string, LastChange>> {
      const rows = await db
        .selectFrom('translation_changes')
        .select(['locale', 'unit', 'author_email', 'changed_at'])
        .orderBy('id', 'asc')
        .execute()
      const changes = new Map<string, LastChange>()
      for (const row of rows) {
        changes.set(`${row.locale} ${row.unit}`, { author: row.author_email, at: toDate(row.changed_at) })
      }
      return changes
    },
  }
}

export type PublishRepository = ReturnType<typeof createPublishRepository>
