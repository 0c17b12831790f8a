import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { sectionTint } from '#components/theme/palette.ts'
import { company } from '#config/company.ts'
import { featuredProjectScreen } from '#config/featuredProject.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { ScreenPicture } from '#features/portfolio/ScreenPicture.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'

export function Hero() {
  const { t } = useTranslation('home')
  const { t: tCase } = useTranslation('caseStudies')
  const localize = useLocalize()
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
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 6,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 24rem)' },
        }}
      >
        <Box sx={{ maxWidth: 800 }}>
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
        <HeroScreens
          label={tCase('heroLabel')}
          featuredAlt={tCase('featuredAlt')}
          storeAlt={tCase('projects.perfumeStore.alt')}
        />
      </Container>
    </Box>
  )
}

const storeScreen = portfolioProjects.find((project) => project.id === 'perfumeStore')?.screen

/**
 * Two product screens beside the hero text on wide screens. They never compete with the heading
 * for the first paint: not preloaded, lazy and low priority, smaller than the text block, and
 * their space is reserved (width, height, aspect ratio), so nothing moves when they arrive. Phones
 * and tablets skip them (display: none, so the lazy files are never fetched) and keep the text
 * and the two buttons in the first screenful.
 */
function HeroScreens({ label, featuredAlt, storeAlt }: { label: string; featuredAlt: string; storeAlt: string }) {
  const frame = { borderRadius: 3, overflow: 'hidden', boxShadow: '0 18px 40px rgba(15, 23, 42, 0.18)' } as const
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: 'repeat(12, 1fr)', alignItems: 'end' }}
    >
      <ScreenPicture
        screen={featuredProjectScreen}
        alt={featuredAlt}
        sizes="24rem"
        sx={{ ...frame, gridColumn: '1 / span 11', gridRow: 1, alignSelf: 'start', mb: 12 }}
      />
      {storeScreen && (
        <ScreenPicture
          screen={storeScreen}
          alt={storeAlt}
          sizes="16rem"
          sx={{ ...frame, gridColumn: '5 / span 8', gridRow: 1, position: 'relative', border: '4px solid #fff' }}
        />
      )}
    </Box>
  )
}
