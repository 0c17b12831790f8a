import { company } from '#config/company.ts'
import { adminSessionLimits } from '#config/cookies.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { paymentTerms } from '#config/paymentTerms.ts'
import { sisterProducts } from '#config/products.ts'
import { formatNumber, formatPercent } from '#features/i18n/format.ts'
import type { Locale } from '#features/i18n/locales.ts'

function productName(id: 'tools' | 'chatbot'): string {
  return sisterProducts.find((product) => product.id === id)?.name ?? id
}

/**
 * The placeholders the legal texts share: names, mailboxes and terms come from src/config, so
 * a changed constant changes every language at once. Tests fill the translations with it too.
 */
export function legalValues(locale: Locale) {
  return {
    company: company.name,
    legalName: company.legalName,
    supportEmail: mailboxes.support,
    salesEmail: mailboxes.sales,
    advance: formatPercent(locale, paymentTerms.advancePercent),
    completion: formatPercent(locale, paymentTerms.completionPercent),
    bugFixDays: formatNumber(locale, paymentTerms.bugFixDays),
    idleMinutes: formatNumber(locale, adminSessionLimits.idleMinutes),
    maxHours: formatNumber(locale, adminSessionLimits.maxHours),
    tools: productName('tools'),
    chatbot: productName('chatbot'),
  }
}

export type LegalValues = ReturnType<typeof legalValues>
