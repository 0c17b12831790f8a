import { existsSync, readFileSync } from 'node:fs'
import { applyEdits, type Edit, modify, parse } from 'jsonc-parser'
import { fingerprintOf, fingerprintPath } from '#features/translations/fingerprintFile.server.ts'
import type { Fingerprints } from '#features/translations/fingerprints.ts'
import type { Locale } from '#i18n/locales.ts'
import { serializedOnFile } from './fileQueue.server.ts'
import { writeFileAtomically } from './writeFileAtomically.server.ts'

const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

/**
 * The fingerprint file's text with one unit recorded as translated from this English, as
 * `npm run i18n -- confirm <lng> <unit>` records it, but as a small edit: an entry's hash and
 * English change where they stand; a new entry goes where the sorted file has it.
 */
export function confirmedText(text: string, unit: string, english: string): string {
  const fingerprints = (parse(text) ?? {}) as Fingerprints
  const hash = fingerprintOf(english)
  const entry = fingerprints[unit]
  if (entry?.hash === hash && entry.en === english) return text
  let edits: Edit[]
  if (entry && typeof entry === 'object') {
    edits = modify(text, [unit, 'hash'], hash, formatting)
    text = applyEdits(text, edits)
    edits = modify(text, [unit, 'en'], english, formatting)
  } else {
    edits = modify(
      text,
      [unit],
      { hash, en: english },
      {
        ...formatting,
        // Sorted by unit id as writeFingerprints sorts, so the entry lands where a bootstrap puts it.
        getInsertionIndex: (ids) => ids.filter((id) => id < unit).length,
      },
    )
  }
  return applyEdits(text, edits)
}

/** Records in locales/<lng>/.translated-from.json that the locale's unit matches this English now. */
export async function confirmUnit(dir: string, locale: Locale, unit: string, english: string): Promise<void> {
  const file = fingerprintPath(dir, locale)
  await serializedOnFile(file, async () => {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '{}\n'
    const next = confirmedText(text, unit, english)
    if (next !== text) await writeFileAtomically(file, next)
  })
}
