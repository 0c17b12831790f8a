import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useLocalize } from '#i18n/useLocalize.ts'

/** The closing panel: help choosing a service, and the way to /contact. */
export function ServicesCta() {
  const { t } = useTranslation('services')
  const localize = useLocalize()
  return (
    <Box
      component="section"
      aria-labelledby="services-cta-heading"
      // `.ink` switches the focus ring to one that shows on a dark background.
      className="ink"
      sx={{
        mt: { xs: 6, md: 8 },
        p: { xs: 4, md: 6 },
        borderRadius: 3,
        color: '#fff',
        bgcolor: 'primary.dark',
        backgroundImage: 'linear-gradient(135deg, #1f3c88 0%, #142a63 100%)',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'flex-start', md: 'center' },
        justifyContent: 'space-between',
        gap: 3,
      }}
    >
      <Box sx={{ maxWidth: 640 }}>
        <Typography id="services-cta-heading" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1.5 }}>
          {t('cta.heading')}
        </Typography>
        <Typography sx={{ color: '#e6ebf7', fontSize: '1.1rem' }}>{t('cta.text')}</Typography>
      </Box>
      <Button
        variant="contained"
        size="large"
        href={localize('/contact')}
        sx={{ flexShrink: 0, bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#e6ebf7' } }}
      >
        {t('cta.button')}
      </Button>
    </Box>
  )
}
