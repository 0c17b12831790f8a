import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { getOffice } from '#config/offices.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { InkBand, InkBandActions, inkBandLightButtonSx, inkBandOutlinedButtonSx } from './InkBand.tsx'

/** The closing band: a free quote, or a call to the office nearest the reader's language. */
export function ClosingCta() {
  const { t } = useTranslation('home')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const office = getOffice(primaryOfficeByLocale[locale])
  return (
    <InkBand headingId="cta-heading" heading={t('cta.heading')} text={t('cta.text')}>
      <InkBandActions>
        <Button variant="contained" size="large" href={localize('/contact')} sx={inkBandLightButtonSx}>
          {t('cta.quote')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          href={`tel:${office.phoneE164}`}
          startIcon={<PhoneIcon aria-hidden />}
          sx={inkBandOutlinedButtonSx}
        >
          {t('cta.call', { phone: isolateLtr(office.phoneDisplay) })}
        </Button>
      </InkBandActions>
    </InkBand>
  )
}
