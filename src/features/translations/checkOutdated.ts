import { changedLines } from './changedLines.ts'
import type { Check } from './checkContext.ts'
import type { Finding } from './findings.ts'
import { fingerprintOf } from './fingerprintFile.server.ts'
import { translationUnits } from './units.ts'

/**
 * A translation whose English changed after it was confirmed (its fingerprint no longer matches),
 * or that was never confirmed at all. Missing translations are reported as missing instead.
 */
export const checkOutdated: Check = (context) => {
  const findings: Finding[] = []
  for (const unit of translationUnits(context.english, context.target)) {
    if (!unit.translated) continue
    const recorded = context.fingerprints[unit.id]
    if (recorded?.hash === fingerprintOf(unit.english)) continue
    const file =
      unit.place.type === 'key'
        ? `${context.locale}/${unit.place.namespace}.json`
        : `${context.locale}/blog/${unit.place.slug}.md`
    // Never confirmed: a key shows its English; an article is too long to print whole.
    const shown =
      recorded?.en !== undefined
        ? changedLines(recorded.en, unit.english)
        : unit.place.type === 'key'
          ? { after: unit.english }
          : {}
    findings.push({
      kind: 'outdated',
      locale: context.locale,
      file,
      place: unit.place,
      detail: recorded?.hash
        ? 'the English changed after this translation was confirmed'
        : 'no record of the English this was translated from',
      ...shown,
    })
  }
  return findings
}
