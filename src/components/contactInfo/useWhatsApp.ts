import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { whatsappOfficeFor } from './primaryOffice.ts'
import { whatsappUrl } from './whatsappUrl.ts'

/** The reader's WhatsApp office, its wa.me link with a first message in the page's language, and its name. */
export function useWhatsApp() {
  const { t } = useTranslation('channels')
  const { t: tCommon } = useTranslation()
  const { locale } = usePageContext()
  const office = whatsappOfficeFor(locale)
  return {
    office,
    officeName: tCommon(`offices.${office.id}`),
    href: whatsappUrl(office.whatsapp.e164, t('whatsapp.message', { company: company.name })),
  }
}

/**
 * What every WhatsApp link carries. It opens in the same tab: on a phone wa.me hands over to the
 * app at once, and a new tab would need announcing in every label.
 */
export const whatsappLinkProps = { rel: 'noopener' } as const
