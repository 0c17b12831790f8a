import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { OfficeList } from '#components/contactInfo/OfficeList.tsx'

/** Beside the form: every office (the reader's own first) with its phone, WhatsApp, address and hours in its own time zone. */
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
      <Typography variant="body2" color="text.secondary">
        {tChannels('offices.hoursNote')}
      </Typography>
    </Box>
  )
}
