import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { primaryOfficeByLocale, whatsappOfficeFor } from './primaryOffice.ts'
import { whatsappUrl } from './whatsappUrl.ts'

/**
 * What a page may give its WhatsApp links to write about (in its data): a case study gives its
 * project's name, so the first message says which work the buyer means and the first reply need
 * not ask (round-6 Arabic review).
 */
export interface WhatsAppTopic {
  whatsappTopic?: string
}

/**
 * The reader's WhatsApp office, its wa.me link with a first message in the page's language, and
 * the labels its links wear. A reader whose own office has no WhatsApp line (London)
 * writes to another office's, and its city is on the button itself: a UK buyer should not find
 * out from the chat's +971 that the message went to Dubai (review of 25 Nov 2026). Those labels
 * are the whole accessible name; the reader's own office keeps a short label and a name that
 * says which office it is.
 */
export function useWhatsApp() {
  const { t } = useTranslation('channels')
  const { locale, data } = usePageContext()
  const topic = (data as WhatsAppTopic | undefined)?.whatsappTopic
  const office = whatsappOfficeFor(locale)
  const own = office.id === primaryOfficeByLocale[locale]
  const city = t(`offices.city.${office.id}`)
  const word = { label: t('whatsapp.short'), 'aria-label': t('whatsapp.shortWithOffice', { city }) }
  return {
    office,
    href: whatsappUrl(
      office.whatsapp.e164,
      topic
        ? t('whatsapp.messageAbout', { company: company.name, topic, applyPostProcessor: false })
        : t('whatsapp.message', { company: company.name, applyPostProcessor: false }),
    ),
    /**
     * For icon-and-word links (the action bar, the header): the city on the button where it is
     * not the reader's own office (a UK buyer read a bare 'WhatsApp' in the header, round 6).
     */
    short: own ? word : { label: t('whatsapp.shortCity', { city }), 'aria-label': undefined },
    /** For full buttons (the closing band, the sent panel). */
    chat: own
      ? { label: t('whatsapp.chat'), 'aria-label': t('whatsapp.chatWithOffice', { city }) }
      : { label: t('whatsapp.chatCity', { city }) },
  }
}

/**
 * What every WhatsApp link carries. It opens in the same tab: on a phone wa.me hands over to the
 * app at once, and a new tab would need announcing in every label.
 */
export const whatsappLinkProps = { rel: 'noopener' } as const
