import type { PageContextServer } from 'vike/types'
import { localesDir } from '#i18n/localesDir.server.ts'
import { type ArticlesByLocale, loadArticles } from './loadArticles.server.ts'

/**
 * The articles a page rendered on request shows: the published ones, or for a staff preview
 * every article as the files are now, drafts included.
 */
export function articlesForPage(pageContext: PageContextServer): ArticlesByLocale {
  return pageContext.preview ? loadArticles({ includeDrafts: true, contentDir: localesDir() }) : loadArticles()
}
