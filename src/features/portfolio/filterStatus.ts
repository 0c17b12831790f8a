import type { TFunction } from 'i18next'
import type { PortfolioCategory } from '#config/portfolioProjects.ts'
import { countShown, showAll } from './categoryFilter.ts'

/**
 * The sentence the filter's status line shows and announces: "Showing all 8 projects",
 * "Showing 2 POS projects (of 8)". Counted with i18next's plurals, since Arabic says one, two,
 * three to ten and eleven or more projects differently and Urdu one and several; "All" is a
 * sentence of its own, not a category put in brackets (reviewers read "Projects shown: 8 of 8
 * (All)" as machine-made).
 */
export function filterStatus(t: TFunction<'portfolio'>, filter: string, categories: readonly string[]): string {
  const count = countShown(categories, filter)
  if (filter === showAll) return t('filters.statusAll', { count })
  const category = t(`categories.${filter as PortfolioCategory}`)
  return t('filters.status', { count, total: categories.length, category })
}
