import type { ProductScreen } from '#config/portfolioProjects.ts'
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

/** A screen's files, named as `npm run screens` draws them: toolharbor-<file>-<locale>. */
export const showcaseScreen = (file: string, locale: Locale): ProductScreen => ({
  name: `toolharbor-${file}-${locale}`,
})
