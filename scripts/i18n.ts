// `npm run i18n -- <command>`: the translators' tool beside `npm run i18n:check`.
//   check                                  the same report as npm run i18n:check
//   confirm <lng> <namespace:key|blog/<slug>>  the translation matches the English as it is now
//   confirm <lng> --all                    every translation of <lng> (the bootstrap)
//   accept <lng> <namespace:key|blog/<slug>> <glossary:…|direction:…>  keep a warning as intended
// Works on the files alone (LOCALES_DIR, default ./locales): no git, no build.
import { checkTranslations } from '#features/translations/checkTranslations.server.ts'
import { acceptException, confirmTranslations } from '#features/translations/confirmTranslations.server.ts'
import { formatReport } from '#features/translations/formatReport.ts'
import { isLocale } from '#i18n/locales.ts'
import { localesDir } from '#i18n/localesDir.server.ts'

const usage = `usage: npm run i18n -- check
       npm run i18n -- confirm <ar|ur> <namespace:key | blog/<slug> | --all>
       npm run i18n -- accept <ar|ur> <namespace:key | blog/<slug>> <glossary:<variant> | direction:<text>>`

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

const [command, locale, target, exception] = process.argv.slice(2)
const dir = localesDir()
try {
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
