import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { inkBackground, inkMutedText } from '#components/theme/palette.ts'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { sisterProducts } from '#config/products.ts'
import { useLocalize } from '#features/i18n/useLocalize.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

/** The closing band: get in touch, or try the free tools site (another site, in a new tab). */
export function AboutCta() {
  const { t } = useTranslation('about')
  const { t: common } = useTranslation()
  const localize = useLocalize()
  return (
    <Box
      component="section"
      aria-labelledby="about-cta-heading"
      className="ink"
      sx={{ bgcolor: inkBackground, color: '#fff', py: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="about-cta-heading" variant="h2" gutterBottom>
          {t('cta.heading')}
        </Typography>
        <Typography sx={{ color: inkMutedText, fontSize: '1.15rem', mb: 4 }}>{t('cta.text')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="large"
            href={localize('/contact')}
            sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#e6ebf7' } }}
          >
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
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
            >
              {t('cta.tools', { name: tools.name })}
              <VisuallyHidden> {common('a11y.opensInNewTab')}</VisuallyHidden>
            </Button>
          )}
        </Box>
      </Container>
    </Box>
  )
}
