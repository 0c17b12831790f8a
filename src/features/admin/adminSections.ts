import { can, type Permission, type Role } from './roles.ts'

/** The admin area's sections, in navigation order, each with the permission it needs. */
export const adminSections = [
  { key: 'leads', path: '/admin/leads', permission: 'leads' },
  { key: 'preview', path: '/admin/preview', permission: 'preview' },
  { key: 'translations', path: '/admin/translations', permission: 'translations' },
  { key: 'publish', path: '/admin/publish', permission: 'translations' },
  { key: 'accounts', path: '/admin/accounts', permission: 'accounts' },
] as const satisfies readonly { key: string; path: string; permission: Permission }[]

export type AdminSection = (typeof adminSections)[number]

/** The sections this role may open: the navigation shows only these. */
export function sectionsFor(role: Role): AdminSection[] {
  return adminSections.filter((section) => can(role, section.permission))
}

// Where a role starts: the inbox for those who work leads, the to-do list for translators.
const landingOrder = ['leads', 'translations', 'preview'] as const

/** The page a role lands on after sign-in, and which the 403 page offers instead. */
export function landingSection(role: Role): AdminSection {
  const key = landingOrder.find((candidate) => sectionsFor(role).some((section) => section.key === candidate))
  const section = adminSections.find((candidate) => candidate.key === key)
  if (!section) throw new Error(`role ${role} can open no admin section`)
  return section
}
