import type { TFunction } from 'i18next'
import type { ServiceWork, WeekRange } from './serviceWork.ts'

/**
 * "Our recent POS projects took 20 to 22 weeks, …": counted twice, by the number of projects
 * (Arabic says one, two and several projects differently) and by the weeks, whose noun follows
 * the last figure of the range («بين 20 و22 أسبوعًا», «3 إلى 5 أسابيع»).
 */
export function serviceTimeline(t: TFunction<'services'>, work: ServiceWork): string {
  const weeks = weeksOf(t, work)
  // Web development: the websites' weeks first, then the platforms' (round-9 reviews).
  if (work.smaller) return t('work.timelineBySize', { siteWeeks: weeksOf(t, work.smaller), weeks })
  return t('work.timeline', { count: work.projects.length, service: t(`work.names.${work.serviceId}`), weeks })
}

/** '12 weeks', or '20 to 22 weeks' when the projects differ. */
function weeksOf(t: TFunction<'services'>, { fewestWeeks: from, mostWeeks: to }: WeekRange): string {
  return from === to ? t('work.weeks', { count: to }) : t('work.weekRange', { from, count: to })
}
