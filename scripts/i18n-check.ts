// `npm run i18n:check`: fails when a translation is missing a key, has one English lacks, uses
// other placeholders, or leaves an Arabic or Urdu value in English.
import path from 'node:path'
import { checkTranslations } from '#features/translations/checkTranslations.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { locales } from '#i18n/locales.ts'

const localesDir = path.resolve(process.argv[2] ?? 'locales')
const statuses = checkTranslations(loadLocaleFiles(localesDir), locales)
const problems = statuses.flatMap((status) => status.problems)

for (const { locale, namespace, keys, problems: found } of statuses) {
  console.log(`${locale}/${namespace}: ${keys} keys${found.length ? `, ${found.length} problem(s)` : ''}`)
}
for (const { kind, locale, namespace, key, detail } of problems) {
  console.error(`  ${kind.padEnd(12)} locales/${locale}/${namespace}.json  ${key}${detail ? `  (${detail})` : ''}`)
}
if (problems.length > 0) {
  console.error(`i18n:check failed: ${problems.length} problem(s)`)
  process.exit(1)
}
console.log('i18n:check passed')
