import { primaryOfficeByLocale, whatsappOfficeFor } from '#components/contactInfo/primaryOffice.ts'
import type { OfficeId } from '#config/offices.ts'
import { type Locale, translations } from './site.ts'

/**
 * The names a reader hears for the reader's own Call and WhatsApp links. Where WhatsApp goes to
 * another office than the reader's own (English readers write to Dubai), the buttons say plainly
 * "WhatsApp" and "Chat on WhatsApp", with no city (round-9 English review).
 */
export function contactNames(locale: Locale) {
  const t = translations(locale)
  const city = (id: OfficeId) => t(`channels:offices.city.${id}`)
  const own = primaryOfficeByLocale[locale]
  const whatsapp = whatsappOfficeFor(locale).id
  const ownWhatsApp = whatsapp === own
  return {
    call: t('channels:quickContact.callOffice', { city: city(own) }),
    /** An office's call button on Contact ("Call our Lahore office"). */
    callOffice: (id: OfficeId) => t('offices.callOffice', { city: city(id) }),
    /** The action bar's: plain "WhatsApp" where it is not the reader's office. */
    whatsappShort: ownWhatsApp
      ? t('channels:whatsapp.shortWithOffice', { city: city(whatsapp) })
      : t('channels:whatsapp.short'),
    /** Contact's quick row (and the rate-limit notice's): each names its own city ("Call Lahore", "WhatsApp Lahore"). */
    quickRowCall: t('channels:quickContact.callCity', { city: city(own) }),
    quickRowWhatsApp: (ownWhatsApp
      ? t('channels:whatsapp.shortCity', { city: city(whatsapp) })
      : t('channels:whatsapp.short')
    ).replaceAll('\u00a0', ' '),
    whatsappChat: ownWhatsApp
      ? t('channels:whatsapp.chatWithOffice', { city: city(whatsapp) })
      : t('channels:whatsapp.chat'),
  }
}
