// `npm run i18n:check`: fails when a translation lacks a key or has one English lacks, uses other
// placeholders or plural forms than its language needs, is still English, was made from English
// that has changed since (outdated), or uses a form the glossary avoids or a left-to-right run
// that would show reordered, unless a translator accepted it. Same engine as /admin/translations.
import path from 'node:path'
import { checkTranslations } from '#features/translations/checkTranslations.server.ts'
import { formatReport } from '#features/translations/formatReport.ts'

const localesDir = path.resolve(process.argv[2] ?? 'locales')
const { text, failed } = formatReport(checkTranslations(localesDir))
if (failed > 0) {
  console.error(text)
  console.error(`i18n:check failed: ${failed} finding(s)`)
  process.exit(1)
}
console.log(text)
console.log('i18n:check passed')
