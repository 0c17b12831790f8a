// Failed sign-ins slow an attacker down without letting a stranger lock the owner out: failures
// count per account *and address*, plus a wider cap per address, never per account alone. Someone
// guessing the owner's password from elsewhere never blocks the owner's own address.
export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  /** Wrong passwords for one account from one address before that pair must wait. */
  perAccountAndAddress: 5,
  /** Wrong passwords from one address, whatever the account, before it must wait. */
  perAddress: 20,
} as const

/**
 * Whether this attempt must wait. The counts include the attempt itself (recorded before the
 * password is checked), so the sixth attempt for one account from one address is the first refused.
 */
export function isLoginThrottled(attempts: { forAccount: number; fromAddress: number }): boolean {
  return attempts.forAccount > loginThrottle.perAccountAndAddress || attempts.fromAddress > loginThrottle.perAddress
}
