import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ArrowLinkButton } from '#components/ArrowLinkButton.tsx'
import { FigureList } from '#components/FigureList.tsx'
import { Section } from '#components/Section.tsx'
import { featuredProjectScreens, featuredProjectStats as stats } from '#config/featuredProject.ts'
import { formatPercent } from '#i18n/format.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'

/** On the portfolio page itself the closing link would lead back to the same page. */
export function FeaturedProject({ portfolioLink = true }: { portfolioLink?: boolean }) {
  const { t } = useTranslation('home')
  const { t: tCase } = useTranslation('caseStudies')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const figures = [
    { label: t('featured.stats.sales'), value: formatPercent(locale, stats.salesIncreasePercent) },
    { label: t('featured.stats.speed'), value: formatPercent(locale, stats.fasterLoadPercent) },
    { label: t('featured.stats.uptime'), value: formatPercent(locale, stats.uptimePercent) },
    { label: t('featured.stats.support'), value: t('featured.stats.supportValue', stats.support) },
  ]
  return (
    <Section id="featured" heading={t('featured.heading')} eyebrow={t('featured.eyebrow')}>
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 5 }}>
        {t('featured.text')}
      </Typography>
      <ScreenPicture
        screen={featuredProjectScreens[locale]}
        alt={tCase('featuredAlt')}
        sizes="(min-width: 1200px) 960px, 94vw"
        sx={{
          maxWidth: 960,
          mb: 5,
          borderRadius: 3,
          overflow: 'hidden',
          boxShadow: '0 16px 40px rgba(15, 23, 42, 0.12)',
        }}
      />
      <FigureList
        aria-label={t('featured.statsLabel')}
        figures={figures}
        columns={{ xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
        gap={3}
        padding={3}
        valueSize="2.25rem"
      />
      {portfolioLink && (
        <Box sx={{ mt: 5 }}>
          <ArrowLinkButton href={localize('/portfolio')}>{t('featured.link')}</ArrowLinkButton>
        </Box>
      )}
    </Section>
  )
}
