import type { TFunction } from 'i18next'
import type { ServiceId } from './services.ts'

/**
 * The 'Key Benefits' of a service, in the order the translation file lists them
 * (services:items.<id>.benefits). Named keys rather than an array let `npm run i18n:check`
 * compare each benefit with its English original.
 */
export function serviceBenefits(t: TFunction<'services'>, id: ServiceId): string[] {
  return Object.values(t(`items.${id}.benefits`, { returnObjects: true }))
}
