import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { InkBand, inkBandLightButtonSx } from '#components/InkBand.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'

/** The closing band: help choosing a service, and the way to /contact. */
export function ServicesCta() {
  const { t } = useTranslation('services')
  const localize = useLocalize()
  return (
    <InkBand headingId="services-cta-heading" heading={t('cta.heading')} text={t('cta.text')}>
      <Button variant="contained" size="large" href={localize('/contact')} sx={inkBandLightButtonSx}>
        {t('cta.button')}
      </Button>
    </InkBand>
  )
}
