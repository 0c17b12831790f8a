import { footerOnlyNavigation, legalNavigation, primaryNavigation } from '#components/layout/navigation.ts'

export interface PreviewablePage {
  path: string
  /** English label, for staff. */
  label: string
  draft: boolean
}

export interface PreviewableArticle {
  slug: string
  title: string
  draft: boolean
}

/** Every public page staff may preview: the site's routes, then each article, drafts included. */
export function previewablePages(
  label: (key: string) => string,
  articles: readonly PreviewableArticle[],
): PreviewablePage[] {
  return [
    ...primaryNavigation.map(({ key, path }) => ({ path, label: label(`nav.${key}`), draft: false })),
    ...legalNavigation.map(({ key, path }) => ({ path, label: label(`footer.${key}`), draft: false })),
    ...footerOnlyNavigation.map(({ key, path }) => ({ path, label: label(`nav.${key}`), draft: false })),
    ...articles.map((article) => ({ path: `/blog/${article.slug}`, label: article.title, draft: article.draft })),
  ]
}

/** The page a translation file's strings show on, for the status page's preview links. */
export function pageOfNamespace(namespace: string, key?: string): string {
  if (namespace === 'legal') {
    const document = key?.split('.')[0]
    return legalNavigation.find((link) => link.key === document)?.path ?? '/privacy'
  }
  // A section's strings are in the namespace named after it (services.json for /services).
  return [...primaryNavigation, ...footerOnlyNavigation].find((link) => link.key === namespace)?.path ?? '/'
}
