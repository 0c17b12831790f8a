import { ClosingCta } from '#components/ClosingCta.tsx'
import { CaseStudyPage } from '#features/portfolio/CaseStudyPage.tsx'
import type { CaseStudyPageData } from '#features/portfolio/caseStudyPageData.ts'
import { projectById } from '#features/portfolio/caseStudyPaths.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

export default function Page() {
  const { projectId } = usePageContext().data as CaseStudyPageData
  const project = projectById(projectId)
  if (!project) throw new Error(`No portfolio project ${projectId}`)
  return (
    <>
      <CaseStudyPage project={project} />
      <ClosingCta />
    </>
  )
}
