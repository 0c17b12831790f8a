import { useTranslation } from 'react-i18next'
import type { PortfolioCategory } from '#config/portfolioProjects.ts'

/** 'Web', 'الويب', 'ویب': a category's name in the page's language. */
export function useCategoryLabel() {
  const { t } = useTranslation('portfolio')
  return (category: string) => t(`categories.${category as PortfolioCategory}`)
}
