import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ArrowLinkButton } from '#components/ArrowLinkButton.tsx'
import { type Figure, FigureList } from '#components/FigureList.tsx'
import { Section } from '#components/Section.tsx'
import { featuredProjectScreens, featuredProjectStats as stats } from '#config/featuredProject.ts'
import { formatPercent } from '#i18n/format.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'

/** One group of figures under its visible caption, which also names the list. */
function FigureGroup({ id, caption, figures, area }: { id: string; caption: string; figures: Figure[]; area: string }) {
  return (
    <>
      <Typography
        id={id}
        variant="h6"
        component="h3"
        sx={{ gridArea: `${area}c`, alignSelf: 'end', mt: area === 'service' ? { xs: 2, md: 0 } : 0 }}
      >
        {caption}
      </Typography>
      <FigureList
        aria-labelledby={id}
        figures={figures}
        columns="repeat(2, 1fr)"
        gap={3}
        padding={3}
        valueSize="2.25rem"
        sx={{ gridArea: `${area}l` }}
      />
    </>
  )
}

/**
 * The featured project: one client's platform, told the same way in every language, with the
 * storefront of the page's language on screen. Its results (measured over a stated period) and the
 * service we run for it (uptime, monitoring) are two captioned groups, so a promise never reads as
 * a result. On the portfolio page itself the closing link would lead back to the same page.
 */
export function FeaturedProject({ portfolioLink = true }: { portfolioLink?: boolean }) {
  const { t } = useTranslation('home')
  const { t: tCase } = useTranslation('caseStudies')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const results = [
    { label: t('featured.stats.sales'), value: formatPercent(locale, stats.salesIncreasePercent) },
    { label: t('featured.stats.speed'), value: formatPercent(locale, stats.fasterLoadPercent) },
  ]
  const service = [
    { label: t('featured.stats.uptime'), value: formatPercent(locale, stats.uptimePercent) },
    { label: t('featured.stats.support'), value: t('featured.stats.supportValue', stats.support) },
  ]
  return (
    <Section id="featured" heading={t('featured.heading')} eyebrow={t('featured.eyebrow')}>
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 5 }}>
        {t('featured.text')}
      </Typography>
      {/* As wide as the figures under it: both span the content's width. */}
      <ScreenPicture
        screen={featuredProjectScreens[locale]}
        alt={tCase('featuredAlt')}
        sizes="(min-width: 1200px) 1152px, 94vw"
        sx={{ mb: 5, borderRadius: 3, overflow: 'hidden', boxShadow: '0 16px 40px rgba(15, 23, 42, 0.12)' }}
      />
      <Box
        sx={{
          display: 'grid',
          columnGap: 3,
          rowGap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gridTemplateAreas: {
            xs: '"resultsc" "resultsl" "servicec" "servicel"',
            md: '"resultsc servicec" "resultsl servicel"',
          },
        }}
      >
        <FigureGroup id="featured-results" area="results" caption={t('featured.statsLabel')} figures={results} />
        <FigureGroup id="featured-service" area="service" caption={t('featured.serviceLabel')} figures={service} />
      </Box>
      {portfolioLink && (
        <Box sx={{ mt: 5 }}>
          <ArrowLinkButton href={localize('/portfolio')}>{t('featured.link')}</ArrowLinkButton>
        </Box>
      )}
    </Section>
  )
}
