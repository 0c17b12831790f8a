import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CallButtons } from '#components/contactInfo/CallButtons.tsx'
import { contactCardStyle } from '#components/contactInfo/contactCardStyle.ts'
import { EmailList } from '#components/contactInfo/EmailList.tsx'
import { OfficeList } from '#components/contactInfo/OfficeList.tsx'

function Detail({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box sx={contactCardStyle}>
      <Typography variant="h5" component="h3" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * Beside the form: every office (the reader's own first) with its phone, WhatsApp, address and
 * hours in its own time zone, then the mailboxes and the call buttons.
 */
export function ContactDetails() {
  const { t } = useTranslation('contact')
  const { t: tChannels } = useTranslation('channels')
  return (
    <Box component="section" aria-labelledby="contact-details-heading" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id="contact-details-heading" variant="h3" component="h2">
        {t('details.heading')}
      </Typography>
      <OfficeList />
      <Typography variant="body2" color="text.secondary">
        {tChannels('offices.hoursNote')}
      </Typography>
      <Detail heading={t('emailHeading')}>
        <EmailList />
      </Detail>
      <Detail heading={t('details.callHeading')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('details.callText')}
        </Typography>
        <CallButtons />
      </Detail>
    </Box>
  )
}
