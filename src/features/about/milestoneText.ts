import type { TFunction } from 'i18next'
import { company } from '#config/company.ts'
import type { Milestone, MilestoneId } from '#config/milestones.ts'
import { sisterProducts, toolsClaim } from '#config/products.ts'
import { formatNumber } from '#i18n/format.ts'
import type { Locale } from '#i18n/locales.ts'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name ?? ''

// The figures each milestone's title and description mention, from config, not from the text.
// `count` picks the plural form of the noun it counts (projects, tools).
const values = (id: MilestoneId): Record<string, string | number> =>
  ({
    founded: { company: company.name },
    projects: { count: company.projectsCompleted },
    tools: { name: toolsName, count: toolsClaim.toolCount },
    expansion: {},
  })[id]

export interface MilestoneText {
  /** '2023', or '2025+' (in the locale's words) for a milestone still under way. */
  year: string
  title: string
  description: string
}

/** What the timeline shows for one milestone in the page's locale. */
export function milestoneText(t: TFunction<'about'>, locale: Locale, milestone: Milestone): MilestoneText {
  const year = formatNumber(locale, milestone.year)
  return {
    year: milestone.ongoing ? t('timeline.onward', { year }) : year,
    title: t(`timeline.${milestone.id}.title`, values(milestone.id)),
    description: t(`timeline.${milestone.id}.description`, values(milestone.id)),
  }
}
