import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useWhatsApp, whatsappLinkProps } from '#components/contactInfo/useWhatsApp.ts'
import { replyHours } from '#i18n/replyHours.ts'
import { useLocalize } from '#i18n/useLocalize.ts'

interface ContactNextStepsProps {
  heading: string
  headingId?: string
  /** More actions after WhatsApp and the case studies (send another message, back home). */
  children?: ReactNode
}

/**
 * What happens after a message is sent: the reply promise (replyPromise.ts), WhatsApp for a
 * sooner answer and the case studies meanwhile. Shown in place of the form once the island sends,
 * and on the thank-you page a message sent without JavaScript lands on.
 */
export function ContactNextSteps({ heading, headingId, children }: ContactNextStepsProps) {
  const { t } = useTranslation('channels')
  const localize = useLocalize()
  const whatsapp = useWhatsApp()
  return (
    <Box sx={{ p: { xs: 3, md: 4 }, border: 1, borderColor: 'success.main', borderRadius: 2, textAlign: 'start' }}>
      <Typography id={headingId} variant="h4" component="h2" tabIndex={-1} gutterBottom>
        {heading}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('sent.text', { hours: replyHours(t) })}</Typography>
      <Typography sx={{ mb: 3 }}>{t('sent.sooner', { office: whatsapp.officeName })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="contained"
          href={whatsapp.href}
          {...whatsappLinkProps}
          aria-label={t('whatsapp.chatWithOffice', { office: whatsapp.officeName })}
          startIcon={<WhatsAppIcon aria-hidden />}
        >
          {t('whatsapp.chat')}
        </Button>
        <Button variant="outlined" href={localize('/portfolio')}>
          {t('sent.caseStudies')}
        </Button>
        {children}
      </Box>
    </Box>
  )
}
