import type { TFunction } from 'i18next'
import type { PageContext } from 'vike/types'
import { palette } from '#components/theme/palette.ts'
import { company } from '#config/company.ts'
import { siteUrl } from '#config/site.ts'
import { feedPath } from '#features/blog/paths.ts'
import { alternates } from '#i18n/alternates.ts'
import { localeInfo, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { faviconHref } from './favicon.ts'
import { JsonLdScript } from './JsonLdScript.tsx'
import type { PageMeta } from './pageMeta.ts'
import { StructuredData } from './StructuredData.tsx'

/**
 * Everything in <head> that describes the page: title, description, the canonical URL, its
 * reciprocal hreflang alternates and Open Graph. Rendered to static markup, so React escapes it.
 */
export function DocumentHead(props: { pageContext: PageContext; meta: PageMeta; t: TFunction }) {
  const { pageContext, meta, t } = props
  const { locale, logicalPath } = pageContext
  // Alternates name only the locales the page really exists in (an article may lack a translation).
  const present = pageContext.availableLocales ?? locales
  const origin = siteUrl()
  const url = (path: string) => `${origin}${path}`
  const canonical = url(localizePath(logicalPath, locale))
  const primary = typeof palette.primary === 'object' && 'main' in palette.primary ? palette.primary.main : undefined
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {primary && <meta name="theme-color" content={primary} />}
      <link rel="icon" href={faviconHref(logicalPath)} type="image/svg+xml" />
      {meta.indexable ? (
        <>
          <link rel="canonical" href={canonical} />
          {alternates(logicalPath, present, origin).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={meta.feedTitle}
        href={url(localizePath(feedPath, locale))}
      />
      <meta property="og:type" content={meta.ogType ?? 'website'} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.indexable && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={url(meta.image?.path ?? `/og-image-${locale}.png`)} />
      <meta property="og:image:width" content={String(meta.image?.width ?? 1200)} />
      <meta property="og:image:height" content={String(meta.image?.height ?? 630)} />
      {meta.image && <meta property="og:image:alt" content={meta.image.alt} />}
      {meta.publishedTime && <meta property="article:published_time" content={meta.publishedTime} />}
      {meta.section && <meta property="article:section" content={meta.section} />}
      <meta property="og:locale" content={localeInfo[locale].og} />
      {present
        .filter((alternate) => alternate !== locale)
        .map((alternate) => (
          <meta key={alternate} property="og:locale:alternate" content={localeInfo[alternate].og} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <StructuredData pageContext={pageContext} meta={meta} t={t} />
      {meta.jsonLd && <JsonLdScript data={meta.jsonLd} />}
    </>
  )
}
