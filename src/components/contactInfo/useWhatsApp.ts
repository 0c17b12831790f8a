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
 * the labels its links wear. Where that office is the reader's own (Dubai, Lahore) a short label
 * and a name that says which office it is. A reader whose own office has no WhatsApp line
 * (London) writes to Dubai's, and the buttons say plainly "WhatsApp": "WhatsApp Dubai" on every
 * English screen read as "the UK office is a front" (round-9 English review). Contact says once
 * who answers and when (WhatsAppElsewhereNote).
 */
export function useWhatsApp() {
  const { t } = useTranslation('channels')
  const { locale, data } = usePageContext()
  const topic = (data as WhatsAppTopic | undefined)?.whatsappTopic
  const office = whatsappOfficeFor(locale)
  const own = office.id === primaryOfficeByLocale[locale]
  const city = t(`offices.city.${office.id}`)
  return {
    office,
    /** Whether the reader's own office answers (else Dubai answers an English reader). */
    own,
    href: whatsappUrl(
      office.whatsapp.e164,
      topic
        ? t('whatsapp.messageAbout', { company: company.name, topic, applyPostProcessor: false })
        : t('whatsapp.message', { company: company.name, applyPostProcessor: false }),
    ),
    /** For icon-and-word links (the action bar, the phone menu). */
    short: { label: t('whatsapp.short'), 'aria-label': own ? t('whatsapp.shortWithOffice', { city }) : undefined },
    /** For Contact's quick row, whose Call names its city too ("Call Lahore", "WhatsApp Lahore"). */
    quick: own ? t('whatsapp.shortCity', { city }) : t('whatsapp.short'),
    /** For full buttons (the closing band, the sent panel). */
    chat: { label: t('whatsapp.chat'), 'aria-label': own ? t('whatsapp.chatWithOffice', { city }) : undefined },
  }
}

/**
 * What every WhatsApp link carries. It opens in the same tab: on a phone wa.me hands over to the
 * app at once, and a new tab would need announcing in every label.
 */
export const whatsappLinkProps = { rel: 'noopener' } as const
