import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ProjectMetric } from '#config/portfolioProjects.ts'
import { formatNumber, formatPercent } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** A project's measured results: the figure large, its meaning beneath it. */
export function MetricList({ metrics }: { metrics: readonly ProjectMetric[] }) {
  const { t } = useTranslation('portfolio')
  const { locale } = usePageContext()
  return (
    <Box
      component="dl"
      aria-label={t('caseStudy.figures')}
      sx={{ m: 0, mt: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' }}
    >
      {metrics.map(({ label, value, unit }) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            p: 2,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" color="text.secondary">
            {t(`metrics.${label}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: '1.75rem',
              fontWeight: 700,
              color: 'primary.main',
              fontFamily: '"Inter", sans-serif',
            }}
          >
            {unit === 'percent' ? formatPercent(locale, value) : formatNumber(locale, value)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
