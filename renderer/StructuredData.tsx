import type { TFunction } from 'i18next'
import type { PageContext } from 'vike/types'
import { footerOnlyNavigation, legalNavigation, primaryNavigation } from '#components/layout/navigation.ts'
import { siteUrl } from '#config/site.ts'
import { breadcrumbData, type Crumb, organizationData } from '#features/seo/structuredData.ts'
import { localizePath } from '#i18n/paths.ts'
import { JsonLdScript } from './JsonLdScript.tsx'
import type { PageMeta } from './pageMeta.ts'

// The pages that present the agency itself carry its Organization description.
const organizationPages = new Set(['/', '/about', '/contact'])

/** The name of a top-level section ('/services', '/privacy', '/blog') in the reader's language. */
function sectionName(path: string, t: TFunction): string | undefined {
  const navigation = [...primaryNavigation, ...footerOnlyNavigation].find((link) => link.path === path)
  if (navigation) return t(`nav.${navigation.key}`)
  const legal = legalNavigation.find((link) => link.path === path)
  if (legal) return t(`footer.${legal.key}`)
  return undefined
}

/** Home > section > page, named in the page's language; the last crumb is the page itself. */
function breadcrumbs(pageContext: PageContext, meta: PageMeta, t: TFunction): Crumb[] {
  const { locale, logicalPath } = pageContext
  const url = (path: string) => `${siteUrl()}${localizePath(path, locale)}`
  const section = `/${logicalPath.split('/')[1] ?? ''}`
  const crumbs: Crumb[] = [{ name: t('nav.home'), url: url('/') }]
  const name = sectionName(section, t)
  if (name) crumbs.push({ name, url: url(section) })
  if (!name || section !== logicalPath) {
    crumbs.push({ name: meta.title.split(' | ')[0] ?? meta.title, url: url(logicalPath) })
  }
  return crumbs
}

/** JSON-LD for search engines: the agency on Home, About and Contact, breadcrumbs on inner pages. */
export function StructuredData({ pageContext, meta, t }: { pageContext: PageContext; meta: PageMeta; t: TFunction }) {
  if (!meta.indexable) return null
  const { locale, logicalPath } = pageContext
  const blocks: object[] = []
  if (organizationPages.has(logicalPath)) {
    blocks.push(organizationData(siteUrl(), `${siteUrl()}${localizePath('/', locale)}`))
  }
  if (logicalPath !== '/') blocks.push(breadcrumbData(breadcrumbs(pageContext, meta, t)))
  return (
    <>
      {blocks.map((data, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is built once, never reordered
        <JsonLdScript key={index} data={data} />
      ))}
    </>
  )
}
