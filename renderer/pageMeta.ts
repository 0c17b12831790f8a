import type { TFunction } from 'i18next'
import type { PageContext } from 'vike/types'
import { company } from '#config/company.ts'
import { type ProductId, sisterProducts, toolsClaim } from '#config/products.ts'
import { replyHours } from '#i18n/replyHours.ts'

export interface PageMeta {
  title: string
  description: string
  /** Error pages and pages marked `noindex` are not indexed and have no canonical URL. */
  indexable: boolean
  /** The locale's blog feed title, for the feed link every page carries. */
  feedTitle: string
  // A page's data may set these (and its own title and description) in `data.meta`: blog articles.
  ogType?: 'website' | 'article'
  /** The page's own share picture (a path under public/) instead of the locale's default. */
  image?: { path: string; width: number; height: number; alt: string }
  /** article:published_time and article:section, YYYY-MM-DD and a label. */
  publishedTime?: string
  section?: string
  /** schema.org data for a JSON-LD script in <head>. */
  jsonLd?: object
}

/** What a page's data hook may say about its own <head> (see src/features/blog). */
const ownMeta = (pageContext: PageContext) =>
  (pageContext.data as { meta?: Partial<Omit<PageMeta, 'indexable'>> } | null | undefined)?.meta ?? {}

const productName = (id: ProductId) => sisterProducts.find((product) => product.id === id)?.name

// Values any page's title or description may use.
const values = {
  company: company.name,
  year: company.foundedYear,
  tools: productName('tools'),
  chatbot: productName('chatbot'),
}

// What `{{count}}` counts in a namespace's title and description (plural forms follow it):
// the tools on Products, the projects completed anywhere else.
const countedInMeta: Partial<Record<string, number>> = { products: toolsClaim.toolCount }
const metaValues = (ns: string, t: TFunction) => ({
  ...values,
  hours: replyHours(t),
  count: countedInMeta[ns] ?? company.projectsCompleted,
})

/** The localized title and description of a page, from its +textKey ('home', 'legal:privacy'). */
export function getPageMeta(pageContext: PageContext, t: TFunction): PageMeta {
  const { textKey } = pageContext.config
  if (textKey) {
    const [ns, prefix] = textKey.includes(':') ? textKey.split(':') : [textKey, '']
    const key = (name: string) => `${ns}:${prefix ? `${prefix}.` : ''}meta.${name}`
    return {
      title: t(key('title') as never, metaValues(ns ?? '', t)) as string,
      description: t(key('description') as never, metaValues(ns ?? '', t)) as string,
      // Pages marked noindex (the thank-you page, the admin area) and previews are never indexed.
      indexable: pageContext.config.noindex !== true && !pageContext.preview,
      feedTitle: t('blog:feedTitle' as never, values) as string,
      ...ownMeta(pageContext),
    }
  }
  const is404 = pageContext.is404 === true
  return {
    title: `${t(is404 ? 'notFound.title' : 'error.title')} | ${company.name}`,
    description: t(is404 ? 'notFound.description' : 'error.text'),
    indexable: false,
    feedTitle: t('blog:feedTitle' as never, values) as string,
  }
}
