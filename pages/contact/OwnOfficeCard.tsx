import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { OfficeHours } from '#components/contactInfo/OfficeHours.tsx'
import { OfficeStatusLine } from '#components/contactInfo/OfficeStatusLine.tsx'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { QuickContactRow } from '#components/contactInfo/QuickContactRow.tsx'
import { useOfficeTitle } from '#components/contactInfo/useOfficeTitle.ts'
import { getOffice } from '#config/offices.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/**
 * The band's end side on Contact: the reader's own office (London, Dubai or Lahore by the page's
 * language), whether it is open now, its hours in its own time zone, and Call / WhatsApp / Email.
 * The quick row moved up here from above the form. On a phone only the row shows, where it stood
 * before, right under the intro: the office's hours follow in its card below the form.
 */
export function OwnOfficeCard() {
  const { t } = useTranslation('channels')
  const { locale } = usePageContext()
  const officeTitle = useOfficeTitle()
  const own = getOffice(primaryOfficeByLocale[locale])
  return (
    <Box
      data-own-office={own.id}
      sx={(theme) => ({
        [theme.breakpoints.up('md')]: {
          p: 3,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          // A third of this card is too narrow for an icon beside 'WhatsApp Dubai': the icon over
          // the label, as the row sets it on a phone.
          '& .MuiButton-root': {
            flexDirection: 'column',
            whiteSpace: 'normal',
            justifyContent: 'flex-start',
            pt: 1,
            gap: 0.25,
          },
          '& .MuiButton-startIcon': { m: 0 },
        },
        // The row's own 32 px under it was the space above the form.
        '& > [data-quick-contact]': { mb: 0 },
      })}
    >
      <Box sx={{ display: { xs: 'none', md: 'block' }, mb: 2 }}>
        <Typography variant="h5" component="p">
          {officeTitle(own.id)}
        </Typography>
        <OfficeStatusLine office={own} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('offices.hours')}
        </Typography>
        <OfficeHours office={own} />
      </Box>
      <QuickContactRow />
    </Box>
  )
}
