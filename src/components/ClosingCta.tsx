import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { getOffice, primaryOfficeByLocale } from '#config/offices.ts'
import { isolateLtr } from '#features/i18n/bidi.ts'
import { useLocalize } from '#features/i18n/useLocalize.ts'
import { usePageContext } from '#renderer/usePageContext.tsx'
import { inkBackground, inkMutedText } from './theme/palette.ts'

/** The closing band: a free quote, or a call to the office nearest the reader's language. */
export function ClosingCta() {
  const { t } = useTranslation('home')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const office = getOffice(primaryOfficeByLocale[locale])
  return (
    <Box
      component="section"
      aria-labelledby="cta-heading"
      className="ink"
      sx={{ bgcolor: inkBackground, color: '#fff', py: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="cta-heading" variant="h2" gutterBottom>
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
            {t('cta.quote')}
          </Button>
          <Button
            variant="outlined"
            size="large"
            href={`tel:${office.phoneE164}`}
            startIcon={<PhoneIcon aria-hidden />}
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
          >
            {t('cta.call', { phone: isolateLtr(office.phoneDisplay) })}
          </Button>
        </Box>
      </Container>
    </Box>
  )
}
