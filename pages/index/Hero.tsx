import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { sectionTint } from '#components/theme/palette.ts'
import { company } from '#config/company.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { HeroScreens, heroLayout } from './HeroScreens.tsx'

export function Hero() {
  const { t } = useTranslation('home')
  const localize = useLocalize()
  const { locale } = usePageContext()
  const highlights = [
    t('hero.highlights.projects', { count: company.projectsCompleted }),
    t('hero.highlights.founded', { year: company.foundedYear }),
    t('hero.highlights.offices'),
  ]
  return (
    <Box
      component="section"
      aria-labelledby="page-heading"
      sx={{
        bgcolor: sectionTint,
        backgroundImage: 'radial-gradient(circle at 85% 15%, rgba(58, 91, 181, 0.16), transparent 45%)',
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg" sx={heroLayout(locale)}>
        <Box sx={{ maxWidth: 800, mb: { xs: 'auto', md: 0 } }}>
          <Typography variant="overline" component="p" color="secondary.dark" sx={{ fontWeight: 700, mb: 2 }}>
            {t('hero.eyebrow')}
          </Typography>
          <Typography id="page-heading" variant="h1" sx={{ mb: 3 }}>
            {t('hero.heading')}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ fontSize: '1.2rem', mb: 4 }}>
            {t('hero.text')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 4 }}>
            <Button variant="contained" size="large" href={localize('/contact')}>
              {t('hero.primary')}
            </Button>
            <Button variant="outlined" size="large" href={localize('/portfolio')}>
              {t('hero.secondary')}
            </Button>
          </Box>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}
          >
            {highlights.map((text) => (
              <Box component="li" key={text} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CheckCircleIcon fontSize="small" color="secondary" aria-hidden />
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <HeroScreens />
      </Container>
    </Box>
  )
}
