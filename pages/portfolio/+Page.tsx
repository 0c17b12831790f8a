import { useTranslation } from 'react-i18next'
import { ClosingCta } from '#components/ClosingCta.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import { Section } from '#components/Section.tsx'
import { company } from '#config/company.ts'
import { CaseStudyDialog } from '#features/portfolio/CaseStudyDialog.tsx'
import { CaseStudyList } from '#features/portfolio/CaseStudyList.tsx'
import { FeaturedBanner } from '#features/portfolio/FeaturedBanner.tsx'
import { ProjectFilters } from '#features/portfolio/ProjectFilters.tsx'
import { ProjectGrid } from '#features/portfolio/ProjectGrid.tsx'

// The filter and the dialog are enhanced by +client.ts; everything here is readable without it.
export default function Page() {
  const { t } = useTranslation('portfolio')
  return (
    <>
      {/* The featured project first, above the filters: it has no card in the grid. */}
      <PageHeader
        heading={t('heading')}
        intro={t('intro', { count: company.projectsCompleted, year: company.foundedYear })}
      >
        <FeaturedBanner />
      </PageHeader>
      <Section id="projects" heading={t('projects.heading')} intro={t('projects.intro')}>
        <ProjectFilters />
        <ProjectGrid />
      </Section>
      <CaseStudyList />
      <CaseStudyDialog />
      {/* No long featured section after the grid, as Home has: the banner already names the
          project, gives its result and leads to its case study, which tells the whole story with
          the same figures. A second telling here said the same things twice on one page, and its
          picture and figures cost the bytes the banner and the screens' language lines need. */}
      <ClosingCta />
    </>
  )
}
