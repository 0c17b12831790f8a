import type { PublishEntry, UnpublishedChange } from '#features/admin/adminViews.ts'
import { pageOfNamespace } from '#features/admin/preview/previewablePages.ts'
import { previewPageUrl } from '#features/admin/preview/previewUrls.ts'
import { splitPluralKey } from '#features/translations/plurals.ts'
import { fileNamedIn } from './buildFailure.server.ts'
import type { UnitDifference } from './localesDiff.server.ts'
import type { LastChange, PublishRecord } from './publishRepository.server.ts'

/** The preview of a page showing the unit, highlighted as the translations to-do list does. */
export function previewOfUnit(difference: Pick<UnitDifference, 'locale' | 'unit'>): string {
  const { locale, unit } = difference
  if (unit.startsWith('blog/')) return previewPageUrl(`/${unit}`, locale)
  const [namespace = '', fullKey = ''] = unit.split(/:(.*)/s)
  // A plural form is shown (and highlighted) under its base key, which is what the code calls.
  const key = splitPluralKey(fullKey)?.[0] ?? fullKey
  return previewPageUrl(pageOfNamespace(namespace, key), locale, `${namespace}:${key}`)
}

/** The unpublished changes with who made each and when (the newest recorded change of that unit). */
export function unpublishedChanges(
  differences: UnitDifference[],
  lastChanges: ReadonlyMap<string, LastChange>,
): UnpublishedChange[] {
  return differences.map((difference) => {
    const last = lastChanges.get(`${difference.locale} ${difference.unit}`)
    return {
      ...difference,
      author: last?.author ?? null,
      at: last ? last.at.toISOString() : null,
      previewUrl: previewOfUnit(difference),
    }
  })
}

/** A publish as the page lists it. `restorable`: an earlier live build whose folder is still here. */
export function publishEntry(
  record: PublishRecord,
  liveBuildId: string | null,
  isOnDisk: (buildId: string) => boolean,
) {
  const entry: PublishEntry = {
    id: record.id,
    status: record.status,
    requestedBy: record.requestedBy,
    requestedAt: record.requestedAt.toISOString(),
    finishedAt: record.finishedAt ? record.finishedAt.toISOString() : null,
    progress: record.progress,
    error: record.error,
    file: record.error ? fileNamedIn(record.error) : null,
    changes: Object.entries(record.changes ?? {}).map(([locale, units]) => ({ locale, units: units ?? [] })),
    restoredFrom: record.restoredFrom,
    restorable: record.status === 'superseded' && record.buildId !== liveBuildId && isOnDisk(record.buildId),
  }
  return entry
}
