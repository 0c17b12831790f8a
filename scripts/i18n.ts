// `npm run i18n -- <command>`: the translators' tool beside `npm run i18n:check`.
//   check                                  the same report as npm run i18n:check
//   confirm <lng> <namespace:key|blog/<slug>>  the translation matches the English as it is now
//   confirm <lng> --all                    every translation of <lng> (the bootstrap)
//   accept <lng> <namespace:key|blog/<slug>> <glossary:…|direction:…>  keep a warning as intended
//   pull [--to <dir>]                      the translators' edits from the database (DATA_DIR or
//                                          DATABASE_URL) into ./locales, marked pulled: commit them
// The others work on the files alone (LOCALES_DIR, default ./locales): no git, no build.
import path from 'node:path'
import { checkTranslations } from '#features/translations/checkTranslations.server.ts'
import { acceptException, confirmTranslations } from '#features/translations/confirmTranslations.server.ts'
import { formatReport } from '#features/translations/formatReport.ts'
import { isLocale } from '#i18n/locales.ts'
import { localesDir } from '#i18n/localesDir.server.ts'
import { readDatabaseConfig } from '#server/config.server.ts'
import { openDatabase } from '#server/db/openDatabase.server.ts'
import { pullChanges } from '#server/translations/pullChanges.server.ts'

const usage = `usage: npm run i18n -- check
       npm run i18n -- confirm <ar|ur> <namespace:key | blog/<slug> | --all>
       npm run i18n -- accept <ar|ur> <namespace:key | blog/<slug>> <glossary:<variant> | direction:<text>>
       npm run i18n -- pull [--to <locales folder>]`

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

/** Writes the unpulled edits into the working tree (or --to <dir>) and says what changed. */
async function pull(args: string[]): Promise<void> {
  if (args.length !== 0 && (args[0] !== '--to' || !args[1] || args.length !== 2)) fail(usage)
  const target = path.resolve(args[1] ?? 'locales')
  const { db } = await openDatabase(readDatabaseConfig())
  try {
    const { changes, readIds } = await pullChanges(db, target)
    for (const change of changes) {
      const what = change.outcome === 'skipped' ? `skipped: ${change.reason}` : change.outcome
      console.log(`${change.locale} ${change.unit}  ${what}  (change ${change.id})`)
    }
    const written = changes.filter((change) => change.outcome === 'written').length
    console.log(`${written} unit(s) written to ${target}; ${readIds.length} change(s) marked pulled: commit them.`)
  } finally {
    await db.destroy()
  }
}

const [command, locale, target, exception] = process.argv.slice(2)
const dir = localesDir()
try {
  if (command === 'pull') {
    await pull(process.argv.slice(3))
    process.exit(0)
  }
  if (command === 'check') {
    const { text, failed } = formatReport(checkTranslations(dir))
    console.log(text)
    process.exit(failed > 0 ? 1 : 0)
  }
  if (command !== 'confirm' && command !== 'accept') fail(usage)
  if (!isLocale(locale) || locale === 'en' || !target) fail(usage)
  if (command === 'confirm') {
    const count = confirmTranslations(dir, locale, target === '--all' ? 'all' : target)
    console.log(`${locale}: ${count} translation(s) confirmed against the current English`)
  } else {
    if (!exception) fail(usage)
    acceptException(dir, locale, target, exception)
    console.log(`${locale}: ${target} keeps ${exception}`)
  }
} catch (error) {
  fail((error as Error).message)
}
