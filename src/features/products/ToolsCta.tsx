import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { inkBackground, inkMutedText } from '#components/theme/palette.ts'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { sisterProducts } from '#config/products.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

/** The closing band of the products page: one button to the tools site, in a new tab. */
export function ToolsCta() {
  const { t } = useTranslation('products')
  const { t: tCommon } = useTranslation()
  if (!tools) return null
  return (
    <Box
      component="section"
      aria-labelledby="tools-cta-heading"
      className="ink"
      sx={{ bgcolor: inkBackground, color: '#fff', py: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="tools-cta-heading" variant="h2" gutterBottom>
          {t('cta.heading')}
        </Typography>
        <Typography sx={{ color: inkMutedText, fontSize: '1.15rem', mb: 4 }}>
          {t('cta.text', { name: tools.name })}
        </Typography>
        <Button
          variant="contained"
          size="large"
          href={tools.url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<DirectionalIcon icon={OpenInNewIcon} />}
          sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#e6ebf7' } }}
        >
          {t('cta.button', { name: tools.name })}
          <VisuallyHidden> {tCommon('a11y.opensInNewTab')}</VisuallyHidden>
        </Button>
      </Container>
    </Box>
  )
}
