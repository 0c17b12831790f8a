import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Office } from '#config/offices.ts'

// The script fills '{time}' and '{day}' (officeStatus.client.ts); i18next leaves single braces alone.
const slots = { time: '{time}', day: '{day}' }

/**
 * An empty, hidden line the browser fills with "Open now" or "Opens ... at ..." for the office.
 * Its four sentences travel as data attributes, so the script carries no translations.
 */
export function OfficeStatusLine({ office }: { office: Office }) {
  const { t } = useTranslation('channels')
  return (
    <Typography
      component="p"
      variant="body2"
      hidden
      data-office-status
      data-time-zone={office.timeZone}
      data-open={t('offices.openNow', slots)}
      data-opens-today={t('offices.opensToday', slots)}
      data-opens-tomorrow={t('offices.opensTomorrow', slots)}
      data-opens-on={t('offices.opensOn', slots)}
      sx={{
        mt: 0.5,
        // Semibold where the font has it; Urdu's one Nastaliq weight would be smeared into a fake bold.
        fontWeight: (theme) => theme.typography.button.fontWeight,
        '&[hidden]': { display: 'none' },
        '&[data-state="open"]': { color: 'success.dark' },
      }}
    />
  )
}
