import type { Office } from '#config/offices.ts'

/**
 * A maps link that opens the visitor's own map app (Google Maps' cross-platform URL: the app on
 * Android and iOS when installed, the web map elsewhere) at the office, instead of an embedded map.
 */
export function mapUrl({ coordinates: { latitude, longitude } }: Pick<Office, 'coordinates'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`
}
