import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { InkBand, inkBandLightButtonSx } from '#components/InkBand.tsx'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { sisterProducts } from '#config/products.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

/** The closing band of the products page: one button to the tools site, in a new tab. */
export function ToolsCta() {
  const { t } = useTranslation('products')
  const { t: tCommon } = useTranslation()
  if (!tools) return null
  return (
    <InkBand headingId="tools-cta-heading" heading={t('cta.heading')} text={t('cta.text', { name: tools.name })}>
      <Button
        variant="contained"
        size="large"
        href={tools.url}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<DirectionalIcon icon={OpenInNewIcon} />}
        sx={inkBandLightButtonSx}
      >
        {t('cta.button', { name: tools.name })}
        <VisuallyHidden> {tCommon('a11y.opensInNewTab')}</VisuallyHidden>
      </Button>
    </InkBand>
  )
}
