import { editSeverityOf } from '#features/translations/checkUnit.ts'
import { type Finding, unitId } from '#features/translations/findings.ts'
import type { EditorFinding } from './editorTypes.server.ts'

/** An engine finding as the editor shows it: its weight while editing, the key, the words. */
export function toEditorFinding(finding: Finding): EditorFinding {
  const { place } = finding
  const where =
    place.type === 'article' && place.line ? `line ${place.line}${place.field ? ` (${place.field})` : ''}: ` : ''
  return {
    severity: editSeverityOf(finding.kind),
    kind: finding.kind,
    key: unitId(place),
    message: `${where}${finding.detail}`,
  }
}

export const hasErrors = (findings: EditorFinding[]) => findings.some((finding) => finding.severity === 'error')

/** A refusal that is not the engine's (a path trick, a broken article) in the editor's shape. */
export function refusal(key: string, kind: string, message: string): EditorFinding {
  return { severity: 'error', kind, key, message }
}
