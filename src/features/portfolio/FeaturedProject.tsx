import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ArrowLinkButton } from '#components/ArrowLinkButton.tsx'
import { Section } from '#components/Section.tsx'
import { featuredProjectStats as stats } from '#config/featuredProject.ts'
import { formatPercent } from '#i18n/format.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** On the portfolio page itself the closing link would lead back to the same page. */
export function FeaturedProject({ portfolioLink = true }: { portfolioLink?: boolean }) {
  const { t } = useTranslation('home')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const figures = [
    { label: t('featured.stats.sales'), value: formatPercent(locale, stats.salesIncreasePercent) },
    { label: t('featured.stats.speed'), value: formatPercent(locale, stats.fasterLoadPercent) },
    { label: t('featured.stats.uptime'), value: formatPercent(locale, stats.uptimePercent) },
    { label: t('featured.stats.support'), value: t('featured.stats.supportValue', stats.support) },
  ]
  return (
    <Section id="featured" heading={t('featured.heading')}>
      <Typography variant="overline" component="p" color="secondary.dark" sx={{ fontWeight: 700, mt: -3, mb: 1 }}>
        {t('featured.eyebrow')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 5 }}>
        {t('featured.text')}
      </Typography>
      <Box
        component="dl"
        aria-label={t('featured.statsLabel')}
        sx={{
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {figures.map(({ label, value }) => (
          <Box
            key={label}
            sx={{
              display: 'flex',
              flexDirection: 'column-reverse',
              p: 3,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontSize: '2.25rem',
                fontWeight: 700,
                color: 'primary.main',
                textAlign: 'start',
                fontFamily: '"Inter", sans-serif',
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {portfolioLink && (
        <Box sx={{ mt: 5 }}>
          <ArrowLinkButton href={localize('/portfolio')}>{t('featured.link')}</ArrowLinkButton>
        </Box>
      )}
    </Section>
  )
}
