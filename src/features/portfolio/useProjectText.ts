import { useTranslation } from 'react-i18next'
import type en from '#locales/en/portfolio.json'

type ProjectTexts = (typeof en)['projectTexts']
type ProjectField = keyof ProjectTexts[keyof ProjectTexts]

/** A project's texts (name, outcome, case study) in the page's language: projectTexts.<id>.<field>. */
export function useProjectText(projectId: string) {
  const { t } = useTranslation('portfolio')
  return (field: ProjectField) => t(`projectTexts.${projectId as keyof ProjectTexts}.${field}`)
}
