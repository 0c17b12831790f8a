import path from 'node:path'
import type { i18n } from 'i18next'
import { type LoadedArticle, loadArticles } from '#features/blog/loadArticles.server.ts'
import { caseStudyProjects } from '#features/portfolio/caseStudyPaths.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { e2eFixtureLocalesDir } from './e2eServer.ts'

export { localizePath } from '#i18n/paths.ts'
export { type Locale, locales }

/** Every public route of the specification, as the path all locales share. */
export const publicRoutes = [
  '/',
  '/services',
  '/portfolio',
  '/products',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/disclaimer',
  '/blog',
] as const

/**
 * The case-study pages, in every locale ('/portfolio/<slug>'): one per portfolio project and one
 * for the featured project (/portfolio/hearth-and-loom), which has no card in the grid.
 */
export const caseStudyRoutes = caseStudyProjects.map((project) => `/portfolio/${project.slug}`)

const resources = loadLocaleFiles(path.resolve('locales'))
const instances = new Map<Locale, i18n>()

/** The translations the site was built from, to compare what a page shows with what it should. */
export function translations(locale: Locale): i18n['t'] {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale, resources)
    instances.set(locale, instance)
  }
  return instance.t
}

export const siteOrigin = process.env.SITE_URL || 'http://localhost:3000'

const publishedArticles = loadArticles()
const allArticles = loadArticles({ includeDrafts: true })
const fixtureArticles = loadArticles({ includeDrafts: true, contentDir: e2eFixtureLocalesDir })

/** The blog articles the build publishes in a locale (files in locales/<lng>/blog, no drafts). */
export const articlesIn = (locale: Locale): LoadedArticle[] => publishedArticles[locale]

/** The newest published article of a locale: the blog tests that need one article read this one. */
export function newestArticleIn(locale: Locale): LoadedArticle {
  const article = publishedArticles[locale][0]
  if (!article) throw new Error(`locales/${locale}/blog publishes no article: the site ships six in every locale`)
  return article
}

/**
 * Articles marked draft: true in a locale that the e2e server has in its locales copy: those of
 * locales/ (none may be there) and the drafts of tests/fixtures/locales, which are always there.
 * The public site must never show them.
 */
export const draftsIn = (locale: Locale): LoadedArticle[] =>
  [...allArticles[locale], ...fixtureArticles[locale]].filter((article) => article.draft)

/** The article pages of a locale, as logical paths ('/blog/<slug>'). */
export const articleRoutes = (locale: Locale): string[] => articlesIn(locale).map((article) => `/blog/${article.slug}`)
