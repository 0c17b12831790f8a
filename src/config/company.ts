// Every business constant the site shows lives in this folder, typed, in one place.
// The agency sets its own values here (see README, "Configuration").
import type { OfficeId } from './offices.ts'

export const company = {
  name: 'Bayan Digital',
  legalName: 'Bayan Digital Ltd',
  /**
   * The company number Companies House gave the company (e.g. '01234567'). The footer and the
   * legal pages add ", company number …" to "registered in England and Wales" only when it is set:
   * never write a made-up number here.
   */
  companyNumber: null as string | null,
  /** The office whose address is the registered office at Companies House (offices.ts). */
  registeredOffice: 'uk' as OfficeId,
  foundedYear: 2023,
  projectsCompleted: 80,
  /** Public origin of the agency site when SITE_URL is not set. */
  defaultSiteUrl: 'http://localhost:3000',
} as const
