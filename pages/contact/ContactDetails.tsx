import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { contactCardStyle } from '#components/contactInfo/contactCardStyle.ts'
import { EmailList } from '#components/contactInfo/EmailList.tsx'
import { OfficeList } from '#components/contactInfo/OfficeList.tsx'

/**
 * Beside the form: every office (the reader's own first) with its phone, WhatsApp, address and
 * hours in its own time zone, then the support and sales mailboxes. The mailboxes sat under the
 * form on a laptop, where a reader looking for "sales@" in this column did not find them (Arabic
 * review, round 8). After the offices, not before: one source order serves both widths (after the
 * offices on a phone too), so Tab and a screen reader follow what is drawn, the offices' numbers
 * stay at the top where Gulf and Pakistani readers look first, and the quick row above the form
 * already offers Email at once. The hours note closes the column: it speaks of calls and messages.
 */
export function ContactDetails() {
  const { t } = useTranslation('contact')
  const { t: tChannels } = useTranslation('channels')
  return (
    <Box
      component="section"
      aria-labelledby="contact-details-heading"
      sx={{ gridColumn: { md: 2 }, gridRow: { md: '1 / span 3' }, display: 'grid', gap: 2.5, mb: { xs: 2.5, md: 0 } }}
    >
      <Typography id="contact-details-heading" variant="h3" component="h2">
        {t('details.heading')}
      </Typography>
      <OfficeList />
      <Box sx={contactCardStyle}>
        <Typography variant="h5" component="h3" gutterBottom>
          {t('emailHeading')}
        </Typography>
        <EmailList />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {tChannels('offices.hoursNote')}
      </Typography>
    </Box>
  )
}
