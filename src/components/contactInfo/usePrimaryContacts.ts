import { useTranslation } from 'react-i18next'
import { getOffice } from '#config/offices.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { primaryOfficeByLocale } from './primaryOffice.ts'
import { useWhatsApp, whatsappLinkProps } from './useWhatsApp.ts'

/**
 * The reader's own office, as a Call link and its WhatsApp link, each with a short visible label
 * ('Call', 'WhatsApp') and an accessible name that starts with it and names the office (or, where
 * WhatsApp goes to another office, a label that names its city).
 */
export function usePrimaryContacts() {
  const { t } = useTranslation('channels')
  const { locale } = usePageContext()
  const office = getOffice(primaryOfficeByLocale[locale])
  const whatsapp = useWhatsApp()
  return {
    office,
    call: {
      href: `tel:${office.phoneE164}`,
      label: t('quickContact.call'),
      'aria-label': t('quickContact.callOffice', { city: t(`offices.city.${office.id}`) }),
    },
    whatsapp: { href: whatsapp.href, ...whatsappLinkProps, ...whatsapp.short },
  }
}
