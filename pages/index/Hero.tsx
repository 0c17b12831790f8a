import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { sectionTint } from '#components/theme/palette.ts'
import { company } from '#config/company.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { ScreenPicture } from '#features/portfolio/ScreenPicture.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { heroScreens } from './heroScreens.ts'

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
        <HeroScreens label={tCase('heroLabel')} />
      </Container>
    </Box>
  )
}

const frame = { borderRadius: 3, overflow: 'hidden', boxShadow: '0 18px 40px rgba(15, 23, 42, 0.18)' } as const

/**
 * Product screens from the portfolio beside the hero text on wide screens, and the main one under
 * it on a phone, so a phone visitor sees our work at the end of the first screen. They never
 * compete with the heading for the first paint: the main one goes into the page only after the
 * text has painted (heroScreensAfterPaint.client.ts), the inset is lazy and low priority and
 * skipped on phones (display: none, so it is never fetched), and their space is reserved (width,
 * height, aspect ratio), so nothing moves when they arrive.
 */
function HeroScreens({ label }: { label: string }) {
  const { t } = useTranslation('caseStudies')
  const { locale } = usePageContext()
  const chosen = heroScreens[locale]
  const main = portfolioProjects.find((project) => project.id === chosen.main)
  const inset = portfolioProjects.find((project) => project.id === chosen.inset)
  if (!main) return null
  const mainPicture = (
    <ScreenPicture
      screen={main.screen}
      alt={t(`projects.${chosen.main}.alt`)}
      sizes="(min-width: 900px) 24rem, min(calc(100vw - 32px), 36rem)"
      load="near"
    />
  )
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(12, 1fr)',
        alignItems: 'end',
        maxWidth: { xs: '36rem', md: 'none' },
      }}
    >
      <Box
        sx={{
          ...frame,
          gridColumn: { xs: '1 / -1', md: '1 / span 11' },
          // On a phone its width follows the screen: a multiple of 8 px gives a whole-pixel height
          // (16:10), so everything under it stays on whole pixels (where round() is unknown, the
          // box simply takes the full width).
          width: { xs: 'round(down, 100%, 8px)', md: 'auto' },
          gridRow: 1,
          alignSelf: 'start',
          mb: { md: 12 },
          aspectRatio: '16 / 10',
          bgcolor: '#eef2f9',
          // Its size never depends on the picture: putting the picture in lays out this box alone,
          // not the Urdu text around it (a new layout of that text is what a phone pays for).
          contain: 'strict',
        }}
      >
        <template data-after-paint="">{mainPicture}</template>
        <noscript>{mainPicture}</noscript>
      </Box>
      {inset && (
        <ScreenPicture
          screen={inset.screen}
          alt={t(`projects.${chosen.inset}.alt`)}
          sizes="16rem"
          sx={{
            ...frame,
            display: { xs: 'none', md: 'block' },
            gridColumn: '5 / span 8',
            gridRow: 1,
            position: 'relative',
            border: '4px solid #fff',
          }}
        />
      )}
    </Box>
  )
}
