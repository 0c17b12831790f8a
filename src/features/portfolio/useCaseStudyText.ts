import { useTranslation } from 'react-i18next'
import type en from '#locales/en/caseStudies.json'

type Projects = (typeof en)['projects']
type ProjectId = keyof Projects
type Field = keyof Projects[ProjectId]

/** A project's case-study texts in the page's language: caseStudies:projects.<id>.<path>. */
export function useCaseStudyText(projectId: string) {
  const { t } = useTranslation('caseStudies')
  return (path: Field | `${Field}.${string}`) => t(`projects.${projectId as ProjectId}.${path}` as never) as string
}
