import { useTranslation } from 'react-i18next'
import { ClosingCta } from '#components/ClosingCta.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import { company } from '#config/company.ts'
import { FeaturedProject } from '../index/FeaturedProject.tsx'

export default function Page() {
  const { t } = useTranslation('portfolio')
  return (
    <>
      <PageHeader
        heading={t('heading')}
        intro={t('intro', { count: company.projectsCompleted, year: company.foundedYear })}
      />
      <FeaturedProject />
      <ClosingCta />
    </>
  )
}
