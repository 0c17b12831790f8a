// Who may do what in the admin area. The server enforces it on every page and API
// (src/server/admin/requirePermission.server.ts); the navigation only offers what the role may open.

/** owner: everything, manages accounts; staff: leads, preview, translations, publish; translator: preview and translations, never leads or personal data. */
export const roles = ['owner', 'staff', 'translator'] as const
export type Role = (typeof roles)[number]

export const permissions = {
  /** The leads inbox, a lead's page, the CSV export and the leads API: visitors' personal data. */
  leads: ['owner', 'staff'],
  /** The preview of any page in any language, drafts included. */
  preview: ['owner', 'staff', 'translator'],
  /** The translation to-do list, editing keys and articles, history and restore. */
  translations: ['owner', 'staff', 'translator'],
  /** The unpublished changes, publishing and restoring an earlier build. */
  publish: ['owner', 'staff'],
  /** Inviting, changing the role of and disabling accounts. */
  accounts: ['owner'],
  /** What every signed-in account may do with its own session: sign out, land on its start page. */
  signedIn: ['owner', 'staff', 'translator'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof permissions

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role)
}

export function isRole(value: unknown): value is Role {
  return roles.includes(value as Role)
}
