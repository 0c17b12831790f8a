import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonRowSx } from '#components/buttonRowSx.ts'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { useWhatsApp, whatsappLinkProps } from '#components/contactInfo/useWhatsApp.ts'
import { getOffice } from '#config/offices.ts'
import { replyHours } from '#i18n/replyHours.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

interface ContactNextStepsProps {
  /** One level under the headline that says the message was sent (ContactSent). */
  headingComponent: 'h2' | 'h3'
  /** More actions after the call, WhatsApp and the case studies (send another message, back home). */
  children?: ReactNode
}

/**
 * What happens after a message is sent, under ContactSent's "Message sent": how the team replies,
 * the reader's own office to call (or WhatsApp, where that office has a line) for a sooner answer,
 * and the case studies meanwhile. Its first line makes the reply promise ("within 24 hours", from
 * replyPromise): the toast that also says it disappears (round-8 reviews).
 */
export function ContactNextSteps({ headingComponent, children }: ContactNextStepsProps) {
  const { t } = useTranslation('channels')
  const localize = useLocalize()
  const { locale } = usePageContext()
  const own = getOffice(primaryOfficeByLocale[locale])
  const whatsapp = useWhatsApp()
  const city = t(`offices.city.${own.id}`)
  // London has no WhatsApp line: English readers call London, or write to us on WhatsApp
  // (Dubai's desk, which Contact names once, under its quick row).
  const sooner = whatsapp.own ? t('sent.sooner', { city }) : t('sent.soonerCall', { city })
  return (
    <Box sx={{ p: { xs: 3, md: 4 }, border: 1, borderColor: 'success.main', borderRadius: 2, textAlign: 'start' }}>
      <Typography variant="h4" component={headingComponent} gutterBottom>
        {t('sent.nextHeading')}
      </Typography>
      {/* The reply promise here too: the toast that also says it goes after a few seconds (round 8). */}
      <Typography sx={{ mb: 1 }}>{t('sent.text', { hours: replyHours(t) })}</Typography>
      <Typography sx={{ mb: 3 }}>{sooner}</Typography>
      <Box sx={buttonRowSx(1.5)}>
        {/* Kept clear of the contact form's toast, which sits at the bottom of a phone's screen (Toasts.tsx). */}
        <Button
          variant="contained"
          href={`tel:${own.phoneE164}`}
          startIcon={<PhoneIcon aria-hidden />}
          data-keep-clear-next
        >
          {t('sent.call', { city })}
        </Button>
        <Button
          variant="outlined"
          href={whatsapp.href}
          {...whatsappLinkProps}
          aria-label={whatsapp.chat['aria-label']}
          startIcon={<WhatsAppIcon aria-hidden />}
        >
          {whatsapp.chat.label}
        </Button>
        <Button variant="outlined" href={localize('/portfolio')}>
          {t('sent.caseStudies')}
        </Button>
        {children}
      </Box>
    </Box>
  )
}
