import { type Locale, locales } from '#i18n/locales.ts'
import type { Check, CheckContext } from './checkContext.ts'
import { checkDirection } from './checkDirection.ts'
import { checkGlossary } from './checkGlossary.ts'
import { checkIdentical } from './checkIdentical.ts'
import { checkKeys } from './checkKeys.ts'
import { checkOutdated } from './checkOutdated.ts'
import { checkPlaceholders } from './checkPlaceholders.ts'
import { checkPlurals } from './checkPlurals.ts'
import { type Finding, findingKinds, severityOf } from './findings.ts'
import type { Glossary } from './glossary.ts'
import { readTranslationSources } from './sources.server.ts'

const checks: Check[] = [
  checkKeys,
  checkPlaceholders,
  checkPlurals,
  checkIdentical,
  checkOutdated,
  checkGlossary,
  checkDirection,
]

/** One translated language: how much there is, and what needs a translator, most urgent first. */
export interface LocaleReport {
  locale: Locale
  keys: number
  articles: number
  findings: Finding[]
}

export interface TranslationReport {
  locales: LocaleReport[]
  glossary: Glossary
}

const severityOrder = ['error', 'outdated', 'warning'] as const

function urgency(a: Finding, b: Finding): number {
  return (
    severityOrder.indexOf(severityOf(a.kind)) - severityOrder.indexOf(severityOf(b.kind)) ||
    a.file.localeCompare(b.file) ||
    findingKinds.indexOf(a.kind) - findingKinds.indexOf(b.kind)
  )
}

/**
 * The one translation check: reads a locales folder (JSON, articles, fingerprints, glossary) and
 * reports every problem of every translated language. `npm run i18n:check` prints it and fails
 * on any finding; /admin/translations shows it as each language's to-do list.
 */
export function checkTranslations(dir: string): TranslationReport {
  const sources = readTranslationSources(dir)
  const english = sources.texts.en
  const reports = locales
    .filter((locale) => locale !== 'en')
    .map((locale): LocaleReport => {
      const context: CheckContext = {
        locale,
        english,
        target: sources.texts[locale],
        fingerprints: sources.fingerprints[locale],
        glossary: sources.glossary,
      }
      const keys = Object.values(context.target.namespaces).reduce((sum, keys) => sum + keys.size, 0)
      // Stable within a file: the order each check found them in (keys in file order, lines in order).
      const findings = checks.flatMap((check) => check(context)).sort(urgency)
      return { locale, keys, articles: context.target.articles.size, findings }
    })
  return { locales: reports, glossary: sources.glossary }
}
