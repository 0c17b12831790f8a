import { useTranslation } from 'react-i18next'
import { FigureList } from '#components/FigureList.tsx'
import { company } from '#config/company.ts'
import { offices } from '#config/offices.ts'
import { formatNumber } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** The agency in three figures: founding year, projects completed, offices. */
export function CompanyFacts() {
  const { t } = useTranslation('about')
  const { locale } = usePageContext()
  const facts = [
    { label: t('mission.facts.founded'), value: formatNumber(locale, company.foundedYear) },
    {
      label: t('mission.facts.projects'),
      value: t('mission.facts.projectsValue', { count: formatNumber(locale, company.projectsCompleted) }),
    },
    {
      label: t('mission.facts.offices'),
      value: t('mission.facts.officesValue', { count: formatNumber(locale, offices.length) }),
    },
  ]
  return (
    <FigureList
      aria-label={t('mission.factsLabel', { company: company.name })}
      figures={facts}
      // On a phone, one compact row per fact: three boxes side by side grew tall and mostly
      // empty once a label ('مکمل شدہ پروجیکٹس') wrapped.
      columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}
      arrangement={{ xs: 'row', sm: 'stacked' }}
      gap={{ xs: 1, sm: 2 }}
      padding={{ xs: 1.5, sm: 2, md: 3 }}
      labelSize={{ xs: '1rem', sm: '0.875rem', md: '1rem' }}
      valueSize={{ xs: '1.5rem', sm: '1.6rem', md: '2.25rem' }}
      valueLineHeight={1.3}
    />
  )
}
