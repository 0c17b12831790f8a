import svgToDataUri from 'mini-svg-data-uri'
import faviconSvg from '../public/favicon.svg?raw'

/**
 * The home pages link the icon's file: search engines read it there, and the structured data names
 * it as the logo. Every other page carries the same icon inline: a first visit then makes one
 * request fewer, which on a slow phone the browser would otherwise make beside the fonts the first
 * screen waits for (docs/decisions/0013-first-round-trip.md).
 */
export function faviconHref(logicalPath: string): string {
  return logicalPath === '/' ? '/favicon.svg' : svgToDataUri(faviconSvg.trim())
}
