import { checkUnitValues } from '#features/translations/checkUnit.ts'
import type { TranslationSources } from '#features/translations/sources.server.ts'
import type { Locale } from '#i18n/locales.ts'
import { checkInput } from './describeUnit.server.ts'
import { toEditorFinding } from './editorFindings.server.ts'
import type { EditorFinding } from './editorTypes.server.ts'
import { namespaceFile, RefusedEdit, splitFullKey } from './translationPaths.server.ts'

/** Proposed values ('ns:key' -> value) of one namespace, their keys checked against the patterns. */
export interface ProposedValues {
  namespace: string
  /** The namespace file, allow-listed. */
  file: string
  /** key (without namespace) -> value, as sent (a value may be of any type: the check reports it). */
  values: Record<string, unknown>
}

export function proposedValues(dir: string, locale: Locale, values: Record<string, unknown>): ProposedValues {
  const entries = Object.entries(values).map(([fullKey, value]) => ({ ...splitFullKey(fullKey), value }))
  const namespaces = new Set(entries.map((entry) => entry.namespace))
  const [namespace] = namespaces
  if (namespace === undefined || namespaces.size > 1)
    throw new RefusedEdit('a save names the keys of one namespace, at least one')
  return {
    namespace,
    file: namespaceFile(dir, locale, namespace),
    values: Object.fromEntries(entries.map(({ key, value }) => [key, value])),
  }
}

/** The findings of `npm run i18n:check` for these values, as if they were saved. */
export function checkValues(sources: TranslationSources, locale: Locale, proposed: ProposedValues): EditorFinding[] {
  return checkUnitValues(checkInput(sources, locale), proposed.namespace, proposed.values).map(toEditorFinding)
}
