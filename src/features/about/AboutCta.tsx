import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { InkBand, InkBandActions, inkBandLightButtonSx, inkBandOutlinedButtonSx } from '#components/InkBand.tsx'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { sisterProducts } from '#config/products.ts'
import { useLocalize } from '#i18n/useLocalize.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

/** The closing band: get in touch, or try the free tools site (another site, in a new tab). */
export function AboutCta() {
  const { t } = useTranslation('about')
  const { t: common } = useTranslation()
  const localize = useLocalize()
  return (
    <InkBand headingId="about-cta-heading" heading={t('cta.heading')} text={t('cta.text')}>
      <InkBandActions>
        <Button variant="contained" size="large" href={localize('/contact')} sx={inkBandLightButtonSx}>
          {t('cta.contact')}
        </Button>
        {tools && (
          <Button
            variant="outlined"
            size="large"
            href={tools.url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon aria-hidden />}
            sx={inkBandOutlinedButtonSx}
          >
            {t('cta.tools', { name: tools.name })}
            <VisuallyHidden> {common('a11y.opensInNewTab')}</VisuallyHidden>
          </Button>
        )}
      </InkBandActions>
    </InkBand>
  )
}
