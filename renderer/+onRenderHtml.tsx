// https://vike.dev/onRenderHtml
import createEmotionServer from '@emotion/server/create-instance'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { createEmotionCache } from '#components/theme/emotionCache.ts'
import { fontFaceCss, fontPreloadLinks, offerFontFaceCss } from '#components/theme/fontFaceCss.ts'
import { highlightFallbacks, stripFallbackMarks } from '#features/admin/preview/fallbackMarks.ts'
import { createPreviewI18n } from '#features/admin/preview/previewI18n.server.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { localeInfo } from '#i18n/locales.ts'
import { AppShell } from './AppShell.tsx'
import { DocumentHead } from './DocumentHead.tsx'
import { assetFilter } from './fontPreloadFilter.ts'
import { getPageMeta } from './pageMeta.ts'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, locale } = pageContext
  const { dir } = localeInfo[locale]
  const { preview } = pageContext
  // A preview reads the translators' files as they are now; a published page uses the build's.
  const i18n = preview ? createPreviewI18n(locale, preview.keys, preview.highlight, preview.edit) : getI18n(locale)
  // A fresh cache per page, so each page's <style> holds exactly the rules it uses.
  const cache = createEmotionCache(dir)
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache)

  const renderedHtml = renderToString(
    <AppShell pageContext={pageContext} i18n={i18n} cache={cache}>
      {Page ? <Page /> : null}
    </AppShell>,
  )
  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(renderedHtml))
  const pageHtml = preview ? highlightFallbacks(renderedHtml) : renderedHtml
  const renderedHead = renderToStaticMarkup(
    <DocumentHead pageContext={pageContext} meta={getPageMeta(pageContext, i18n.t)} t={i18n.t} />,
  )
  const headHtml = preview ? stripFallbackMarks(renderedHead) : renderedHead

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
  <head>
    ${dangerouslySkipEscape(headHtml)}
    ${dangerouslySkipEscape(fontPreloadLinks(locale))}
    <style data-fonts>${dangerouslySkipEscape(fontFaceCss(locale))}</style>
    <style data-offer-fonts>${dangerouslySkipEscape(offerFontFaceCss(locale))}</style>
    ${dangerouslySkipEscape(styleTags)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(pageHtml)}</div>
  </body>
</html>`

  return { documentHtml, injectFilter: assetFilter }
}
