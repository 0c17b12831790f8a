import type { Office } from '#config/offices.ts'

/**
 * An office's address on one line, in the Latin form the post office and Companies House use:
 * '71 Leonard Street, London EC2A 4QS'. Pages set it left to right inside Arabic and Urdu.
 */
export function postalAddress(office: Office): string {
  return [office.street, [office.city, office.postalCode].filter(Boolean).join(' ')].join(', ')
}
