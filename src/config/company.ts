// Every business constant the site shows lives in this folder, typed, in one place.
// The agency sets its own values here (see README, "Configuration").

export const company = {
  name: 'Bayan Digital',
  legalName: 'Bayan Digital Ltd',
  foundedYear: 2023,
  projectsCompleted: 80,
  /** Public origin of the agency site when SITE_URL is not set. */
  defaultSiteUrl: 'http://localhost:3000',
} as const
