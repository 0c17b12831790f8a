import type { TFunction } from 'i18next'
import { keepTogether } from '#components/theme/keepTogether.ts'
import { company } from '#config/company.ts'
import { adminSessionLimits } from '#config/cookies.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { paymentTerms } from '#config/paymentTerms.ts'
import { sisterProducts } from '#config/products.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { formatPercent } from '#i18n/format.ts'
import type { Locale } from '#i18n/locales.ts'

function productName(id: 'tools' | 'chatbot'): string {
  return sisterProducts.find((product) => product.id === id)?.name ?? id
}

/**
 * The placeholders the legal texts share: names, mailboxes and terms come from src/config, so
 * a changed constant changes every language at once. Tests fill the translations with it too.
 * Periods are whole counted phrases ('30 days', «30 يومًا», «يومين») from legal:periods, so the
 * noun takes the plural form its number needs in each language; `t` is any i18next t function.
 */
export function legalValues(locale: Locale, t: TFunction) {
  return {
    // The names never break across two lines ('Bayan Digital / Ltd' inside Urdu text).
    company: keepTogether(company.name),
    legalName: keepTogether(company.legalName),
    supportEmail: mailboxes.support,
    salesEmail: mailboxes.sales,
    advance: formatPercent(locale, paymentTerms.advancePercent),
    completion: formatPercent(locale, paymentTerms.completionPercent),
    bugFixPeriod: t('periods.days', { ns: 'legal', count: paymentTerms.bugFixDays }),
    idlePeriod: t('periods.minutes', { ns: 'legal', count: adminSessionLimits.idleMinutes }),
    maxPeriod: t('periods.hours', { ns: 'legal', count: adminSessionLimits.maxHours }),
    tools: productName('tools'),
    chatbot: productName('chatbot'),
    // Isolated so that inside Arabic or Urdu '_ga' and '0303 123 1113' keep their order.
    gaCookie: isolateLtr('_ga', locale),
    gaStreamCookie: isolateLtr('_ga_*', locale),
    fbpCookie: isolateLtr('_fbp', locale),
    icoPhone: isolateLtr('0303 123 1113', locale),
  }
}
