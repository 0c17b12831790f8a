import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { type Figure, FigureList } from '#components/FigureList.tsx'
import { featuredProjectStats as stats } from '#config/featuredProject.ts'
import { formatPercent } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

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
 * The featured project's figures, on Home, on the portfolio page and on its case study alike: its
 * results (measured over a stated period) and the service we run for it (uptime, monitoring) are
 * two captioned groups, so a promise never reads as a result. The captions are h3s: each place
 * puts them under an h2 of its own.
 */
export function FeaturedFigures() {
  const { t } = useTranslation('home')
  const { locale } = usePageContext()
  const results = [
    { label: t('featured.stats.sales'), value: formatPercent(locale, stats.salesIncreasePercent) },
    { label: t('featured.stats.speed'), value: formatPercent(locale, stats.fasterLoadPercent) },
  ]
  const service = [
    { label: t('featured.stats.uptime'), value: formatPercent(locale, stats.uptimePercent) },
    { label: t('featured.stats.support'), value: t('featured.stats.supportValue', stats.support) },
  ]
  return (
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
  )
}
