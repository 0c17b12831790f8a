import { screenAspect, screenWidths } from '#config/portfolioProjects.ts'
import type { ToolId } from '#config/toolCatalogue.ts'
import type { Locale } from '#i18n/locales.ts'

// The three ToolHarbor screens the products page shows, one set per language: the tool's own
// interface in that language (right to left in Arabic and Urdu, so never mirrored by CSS). They are
// drawn by `npm run screens` (scripts/product-screens/toolScreens.ts) as AVIF and WebP at the
// portfolio's widths, public/images/screens/toolharbor-<file>-<locale>-<width>.<format>.
// Texts are products:showcase.screens.<id>; `tool` is the catalogue's entry the address bar shows.
export const screenshots = [
  { id: 'mergePdf', tool: 'mergePdf', file: 'merge-pdf' },
  { id: 'qrCode', tool: 'qrCodeGenerator', file: 'qr-code' },
  { id: 'jsonFormatter', tool: 'jsonFormatter', file: 'json-formatter' },
] as const satisfies readonly { id: string; tool: ToolId; file: string }[]

export type ShowcaseId = (typeof screenshots)[number]['id']

export type ScreenFormat = 'avif' | 'webp'

/** The name of a screen's files, without width and format: what `npm run screens` draws. */
export const screenName = (file: string, locale: Locale) => `toolharbor-${file}-${locale}`

export const screenFile = (file: string, locale: Locale, width: number, format: ScreenFormat) =>
  `/images/screens/${screenName(file, locale)}-${width}.${format}`

/** '…-480.avif 480w, …-800.avif 800w, …' for a <source srcset>. */
export const screenSrcSet = (file: string, locale: Locale, format: ScreenFormat) =>
  screenWidths.map((width) => `${screenFile(file, locale, width, format)} ${width}w`).join(', ')

/** The widest file's size: the width and height attributes that reserve the 16:10 space. */
export const screenshotSize = (() => {
  const width = screenWidths[screenWidths.length - 1] as number
  return { width, height: Math.round((width * screenAspect.height) / screenAspect.width) }
})()
