// Failed sign-ins slow an attacker down without letting a stranger lock the owner out: failures
// count per account *and address*, plus a wider cap per address, never per account alone. Someone
// guessing the owner's password from elsewhere never blocks the owner's own address.
export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  /** Wrong passwords for one account from one address before that pair must wait. */
  perAccountAndAddress: 5,
  /** Wrong passwords from one address, whatever the account, before it must wait. */
  perAddress: 20,
  /**
   * Wrong passwords for one account from anywhere before its sign-ins slow down to one checked
   * password per `accountSpacingMs`: rotating addresses then buys an attacker little, and the
   * owner is slowed, never locked out.
   */
  perAccount: 10,
  accountSpacingMs: 30 * 1000,
} as const

export interface LoginAttempts {
  /** Attempts in the window for this account from this address, this one included. */
  forAccount: number
  /** Attempts in the window from this address, this one included. */
  fromAddress: number
  /** Attempts in the window for this account from any address (0 when not counted). */
  accountWide?: number
  /** Attempts for this account from any address in the last `accountSpacingMs`. */
  accountRecent?: number
}

/**
 * Whether this attempt must wait. The counts include the attempt itself (recorded before the
 * password is checked), so the sixth attempt for one account from one address is the first refused.
 */
export function isLoginThrottled(attempts: LoginAttempts): boolean {
  const { forAccount, fromAddress, accountWide = 0, accountRecent = 0 } = attempts
  return (
    forAccount > loginThrottle.perAccountAndAddress ||
    fromAddress > loginThrottle.perAddress ||
    (accountWide > loginThrottle.perAccount && accountRecent > 1)
  )
}
