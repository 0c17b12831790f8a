import type { TranslationReport } from './checkTranslations.server.ts'
import { type Finding, type FindingPlace, severityOf, unitId } from './findings.ts'

export function placeLabel(place: FindingPlace): string {
  if (place.type === 'key') return place.key
  return [place.line ? `line ${place.line}` : '', place.field ? `(${place.field})` : ''].filter(Boolean).join(' ')
}

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line) => `${prefix}${line}`)
    .join('\n')

/** One finding as `npm run i18n:check` prints it: kind, file, key or line, what is wrong. */
export function formatFinding(finding: Finding): string {
  const lines = [
    `  ${finding.kind.padEnd(14)} locales/${finding.file}  ${placeLabel(finding.place)}  (${finding.detail})`,
  ]
  if (finding.before !== undefined) lines.push(indent(finding.before, '      before │ '))
  if (finding.after !== undefined) lines.push(indent(finding.after, '      now    │ '))
  if (finding.kind === 'outdated')
    lines.push(
      `      when the translation is right: npm run i18n -- confirm ${finding.locale} ${unitId(finding.place)}`,
    )
  if (finding.exception && severityOf(finding.kind) === 'warning')
    lines.push(
      `      if it is right as it is: npm run i18n -- accept ${finding.locale} ${unitId(finding.place)} '${finding.exception}'`,
    )
  return lines.join('\n')
}

/** The whole report, a language at a time, a clean language said in words. */
export function formatReport(report: TranslationReport): { text: string; failed: number } {
  const out: string[] = []
  let failed = 0
  for (const { locale, keys, articles, findings } of report.locales) {
    failed += findings.length
    out.push(
      findings.length
        ? `${locale}: ${keys} keys, ${articles} articles, ${findings.length} to fix`
        : `${locale}: ${keys} keys, ${articles} articles, all up to date`,
    )
    for (const finding of findings) out.push(formatFinding(finding))
  }
  return { text: out.join('\n'), failed }
}
