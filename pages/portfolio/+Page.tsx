import { useTranslation } from 'react-i18next'
import { ClosingCta } from '#components/ClosingCta.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import { Section } from '#components/Section.tsx'
import { company } from '#config/company.ts'
import { CaseStudyDialog } from '#features/portfolio/CaseStudyDialog.tsx'
import { CaseStudyList } from '#features/portfolio/CaseStudyList.tsx'
import { FeaturedProject } from '#features/portfolio/FeaturedProject.tsx'
import { ProjectFilters } from '#features/portfolio/ProjectFilters.tsx'
import { ProjectGrid } from '#features/portfolio/ProjectGrid.tsx'

// The filter and the dialog are enhanced by +client.ts; everything here is readable without it.
export default function Page() {
  const { t } = useTranslation('portfolio')
  return (
    <>
      <PageHeader
        heading={t('heading')}
        intro={t('intro', { count: company.projectsCompleted, year: company.foundedYear })}
      />
      <Section id="projects" heading={t('projects.heading')} intro={t('projects.intro')}>
        <ProjectFilters />
        <ProjectGrid />
      </Section>
      <CaseStudyList />
      <CaseStudyDialog />
      <FeaturedProject portfolioLink={false} />
      <ClosingCta />
    </>
  )
}
