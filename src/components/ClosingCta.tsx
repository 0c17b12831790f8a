import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { useWhatsApp, whatsappLinkProps } from '#components/contactInfo/useWhatsApp.ts'
import { getOffice } from '#config/offices.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { replyHours } from '#i18n/replyHours.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { InkBand, InkBandActions, inkBandLightButtonSx, inkBandOutlinedButtonSx } from './InkBand.tsx'

/**
 * The closing band: a free quote, a call to the office nearest the reader's language, or a
 * WhatsApp message to that office (Dubai for English readers) with a first line already written.
 */
export function ClosingCta() {
  const { t } = useTranslation('home')
  const { t: tChannels } = useTranslation('channels')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const office = getOffice(primaryOfficeByLocale[locale])
  const whatsapp = useWhatsApp()
  return (
    <InkBand
      headingId="cta-heading"
      heading={t('cta.heading')}
      text={t('cta.text', { hours: replyHours(t) })}
      hidesActionBar
    >
      <InkBandActions>
        <Button variant="contained" size="large" href={localize('/contact')} sx={inkBandLightButtonSx}>
          {t('cta.quote')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          href={`tel:${office.phoneE164}`}
          startIcon={<PhoneIcon aria-hidden />}
          sx={inkBandOutlinedButtonSx}
        >
          {t('cta.call', { phone: isolateLtr(office.phoneDisplay) })}
        </Button>
        <Button
          variant="outlined"
          size="large"
          href={whatsapp.href}
          {...whatsappLinkProps}
          aria-label={tChannels('whatsapp.chatWithOffice', { office: whatsapp.officeName })}
          startIcon={<WhatsAppIcon aria-hidden />}
          sx={inkBandOutlinedButtonSx}
        >
          {tChannels('whatsapp.chat')}
        </Button>
      </InkBandActions>
    </InkBand>
  )
}
