import type { TFunction } from 'i18next'
import type { ServiceWork } from './serviceWork.ts'

/**
 * "Our recent POS projects took 20 to 22 weeks, …": counted twice, by the number of projects
 * (Arabic says one, two and several projects differently) and by the weeks, whose noun follows
 * the last figure of the range («بين 20 و22 أسبوعًا», «3 إلى 5 أسابيع»).
 */
export function serviceTimeline(t: TFunction<'services'>, work: ServiceWork): string {
  const { fewestWeeks: from, mostWeeks: to } = work
  const weeks = from === to ? t('work.weeks', { count: to }) : t('work.weekRange', { from, count: to })
  return t('work.timeline', { count: work.projects.length, service: t(`work.names.${work.serviceId}`), weeks })
}
