import { useTranslation } from 'react-i18next'
import { FigureList } from '#components/FigureList.tsx'
import type { ProjectMetric } from '#config/portfolioProjects.ts'
import { formatNumber, formatPercent } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** A project's measured results: the figure large, its meaning beneath it. */
export function MetricList({ metrics }: { metrics: readonly ProjectMetric[] }) {
  const { t } = useTranslation('portfolio')
  const { locale } = usePageContext()
  const figures = metrics.map(({ label, value, unit }) => ({
    label: t(`metrics.${label}`),
    value: unit === 'percent' ? formatPercent(locale, value) : formatNumber(locale, value),
  }))
  return (
    <FigureList
      aria-label={t('caseStudy.figures')}
      figures={figures}
      columns="repeat(auto-fit, minmax(10rem, 1fr))"
      padding={2}
      valueSize="1.75rem"
      sx={{ mt: 3 }}
    />
  )
}
