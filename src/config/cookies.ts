// Every cookie and similar browser storage the site really sets. The cookie policy renders its
// table from this list, so a new cookie is not live until it is listed here (and in locales/).

export type StorageKind = 'cookie' | 'localStorage'

/** Who meets the item: every visitor of the public site, or only staff signed in to /admin. */
export type StorageAudience = 'visitors' | 'staff'

export type StorageDuration = 'untilCleared' | 'adminSession' | 'browserSession'

export type StoragePurpose = 'preferredLocale' | 'adminSession' | 'adminCsrf'

export interface StoredItem {
  name: string
  /** The name the item takes when the site runs over https, if it differs. */
  httpsName?: string
  storage: StorageKind
  duration: StorageDuration
  purpose: StoragePurpose
  audience: StorageAudience
}

export const siteStorage: readonly StoredItem[] = [
  {
    name: 'preferredLocale',
    storage: 'localStorage',
    duration: 'untilCleared',
    purpose: 'preferredLocale',
    audience: 'visitors',
  },
  {
    name: 'bd_session',
    // The __Host- prefix makes the browser refuse the cookie unless it is Secure, host-only and for "/".
    httpsName: '__Host-bd_session',
    storage: 'cookie',
    duration: 'adminSession',
    purpose: 'adminSession',
    audience: 'staff',
  },
  {
    name: 'bd_csrf',
    httpsName: '__Host-bd_csrf',
    storage: 'cookie',
    duration: 'browserSession',
    purpose: 'adminCsrf',
    audience: 'staff',
  },
]

/** When a staff sign-in ends on its own, as the cookie policy states it. */
export const adminSessionLimits = { idleMinutes: 30, maxHours: 12 } as const
