import { getOffice, type Office, type OfficeId, offices } from '#config/offices.ts'
import type { Locale } from '#i18n/locales.ts'

/** The office a visitor reading each language most likely calls. */
export const primaryOfficeByLocale: Record<Locale, OfficeId> = {
  en: 'uk',
  ar: 'uae',
  ur: 'pk',
}

/**
 * The same items with those of the reader's own office first (offices, call buttons, projects by
 * market), the others in their configured order.
 */
export function ownOfficeFirst<T>(items: readonly T[], locale: Locale, officeOf: (item: T) => OfficeId): T[] {
  const own = primaryOfficeByLocale[locale]
  return [...items.filter((item) => officeOf(item) === own), ...items.filter((item) => officeOf(item) !== own)]
}

/** Every office, the reader's own first: Contact's list, the footer, the legal pages. */
export const officesFor = (locale: Locale): Office[] => ownOfficeFirst(offices, locale, (office) => office.id)

/**
 * The office a reader's WhatsApp message goes to: their own, when it has a WhatsApp line.
 * London has none (UK clients call or email), so English readers reach Dubai: the agency's
 * WhatsApp desk, which answers English-speaking GCC clients every day.
 */
export function whatsappOfficeFor(locale: Locale): Office & { whatsapp: NonNullable<Office['whatsapp']> } {
  const own = getOffice(primaryOfficeByLocale[locale])
  const office = own.whatsapp ? own : getOffice('uae')
  if (!office.whatsapp) throw new Error(`The ${office.id} office has no WhatsApp line`)
  return office as Office & { whatsapp: NonNullable<Office['whatsapp']> }
}
