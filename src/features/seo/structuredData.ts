// schema.org descriptions of the agency and of where a page sits, for search engines.
// https://developers.google.com/search/docs/appearance/structured-data/organization
import { company } from '#config/company.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { offices } from '#config/offices.ts'
import { locales } from '#i18n/locales.ts'

/** The agency with its three offices: address, phone line and the countries each serves. */
export function organizationData(origin: string, homeUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: company.name,
    legalName: company.legalName,
    url: homeUrl,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(company.foundedYear),
    email: mailboxes.sales,
    areaServed: [...new Set(offices.flatMap((office) => office.areaServed))],
    address: offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      ...(office.postalCode ? { postalCode: office.postalCode } : {}),
      addressCountry: office.countryCode,
    })),
    contactPoint: offices.map((office) => ({
      '@type': 'ContactPoint',
      telephone: office.phoneE164,
      contactType: 'sales',
      areaServed: office.areaServed,
      availableLanguage: [...locales],
    })),
  }
}

export interface Crumb {
  name: string
  url: string
}

export function breadcrumbData(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}
