import type { TFunction } from 'i18next'
import type { WhatsAppTopic } from '#components/contactInfo/useWhatsApp.ts'
import { company } from '#config/company.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { caseStudyPath, caseStudyProjects, projectBySlug } from './caseStudyPaths.ts'

/**
 * What a case-study page receives: which project, its own title and description for <head>, and
 * the project's name for the first line of its WhatsApp messages.
 */
export interface CaseStudyPageData extends WhatsAppTopic {
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
    // As written: without the admin preview's key marks in a chat's first line.
    whatsappTopic: t(`projectTexts.${project.id}.name` as never, { applyPostProcessor: false }) as string,
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
