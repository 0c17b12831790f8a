import type { TFunction } from 'i18next'
import { company } from '#config/company.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { caseStudyPath, caseStudyProjects, projectBySlug } from './caseStudyPaths.ts'

/** What a case-study page receives: which project, and its own title and description for <head>. */
export interface CaseStudyPageData {
  projectId: string
  meta: { title: string; description: string }
}

type ProjectsT = TFunction<'portfolio'>

/** The page data of /portfolio/<slug> in one locale, or null for a slug no project has. */
export function caseStudyPageData(slug: string, t: ProjectsT): CaseStudyPageData | null {
  const project = projectBySlug(slug)
  if (!project) return null
  const text = (field: 'name' | 'outcome') => t(`projectTexts.${project.id}.${field}` as never) as string
  return {
    projectId: project.id,
    meta: { title: `${text('name')} | ${company.name}`, description: text('outcome') },
  }
}

/**
 * Every case-study page: each project (the portfolio's and the featured one) in every locale, so
 * their hreflang alternates are reciprocal.
 */
export function caseStudyPrerenderEntries(tFor: (locale: Locale) => ProjectsT) {
  return caseStudyProjects.flatMap((project) =>
    locales.map((locale) => ({
      url: localizePath(caseStudyPath(project), locale),
      pageContext: {
        availableLocales: [...locales],
        data: caseStudyPageData(project.slug, tFor(locale)) as CaseStudyPageData,
      },
    })),
  )
}
