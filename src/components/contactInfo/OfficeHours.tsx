import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Office } from '#config/offices.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { BusinessHours } from './BusinessHours.tsx'

/** An office's opening hours and the clock they are on ("Lahore time, PKT (UTC+5)"). */
export function OfficeHours({ office }: { office: Office }) {
  const { t } = useTranslation('channels')
  const { locale } = usePageContext()
  return (
    <>
      <BusinessHours />
      <Typography variant="body2" color="text.secondary">
        {t('offices.localTime', {
          city: t(`offices.city.${office.id}`),
          zone: isolateLtr(office.timeZoneName, locale),
        })}
      </Typography>
    </>
  )
}
