import { company } from '#config/company.ts'
import { getOffice } from '#config/offices.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import type { Locale } from '#i18n/locales.ts'
import { keepTogether } from '../theme/keepTogether.ts'
import { postalAddress } from './postalAddress.ts'

/**
 * What "Bayan Digital Ltd, registered in England and Wales[, company number N]. Registered office:
 * …" is filled with, in the footer and on the legal pages (UK law asks a company's website to say
 * it). `number` is set only once src/config/company.ts has the real one: `withNumber` tells which
 * sentence to use. The address is the registered office's, in its Latin postal form.
 */
export function companyRegistration(locale: Locale) {
  const number = company.companyNumber
  return {
    withNumber: Boolean(number),
    values: {
      legalName: keepTogether(company.legalName),
      address: postalAddress(getOffice(company.registeredOffice)),
      ...(number && { number: isolateLtr(number, locale) }),
    },
  }
}
