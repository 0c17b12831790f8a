// https://vike.dev/onBeforePrerenderStart
import { caseStudyPrerenderEntries } from '#features/portfolio/caseStudyPageData.ts'
import { getI18n } from '#i18n/getI18n.ts'

// Every project's case study, in every locale.
export function onBeforePrerenderStart() {
  return caseStudyPrerenderEntries((locale) => getI18n(locale).getFixedT(locale, 'portfolio'))
}
