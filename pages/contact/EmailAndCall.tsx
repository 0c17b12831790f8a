import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CallButtons } from '#components/contactInfo/CallButtons.tsx'
import { contactCardStyle } from '#components/contactInfo/contactCardStyle.ts'
import { EmailList } from '#components/contactInfo/EmailList.tsx'

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
 * The mailboxes and the call buttons (the reader's own office first). After the offices on a
 * phone; on a wider screen under the form, so the form's column is not half empty beside the
 * offices' long one.
 */
export function EmailAndCall() {
  const { t } = useTranslation('contact')
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
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
