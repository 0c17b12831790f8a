import type { Article, ArticleSummary } from './article.ts'

/** What a page hands to <head> instead of its +textKey texts (see renderer/pageMeta.ts). */
export interface BlogHeadMeta {
  title?: string
  ogType?: 'article'
  image?: { path: string; width: number; height: number; alt: string }
  publishedTime?: string
  section?: string
  jsonLd?: object
}

export interface ListPageData {
  posts: ArticleSummary[]
  page: number
  pageCount: number
  meta?: BlogHeadMeta
}

export interface ArticlePageData {
  article: Article
  related: ArticleSummary[]
  meta: BlogHeadMeta & { title: string; description: string }
}
