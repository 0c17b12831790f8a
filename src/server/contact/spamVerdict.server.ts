import type { ContactEnvelope } from './contactEnvelope.server.ts'
import type { FormTokens } from './formToken.server.ts'

/**
 * Why a message with valid values is spam, or null when it is not: the honeypot was filled in, or
 * the time token is missing, forged, too fresh or too old. Spam is stored, never notified.
 */
export function spamReasonOf(envelope: ContactEnvelope, tokens: FormTokens): string | null {
  if (envelope.website.trim()) return 'honeypot'
  const verdict = tokens.verify(envelope.formToken)
  return verdict === 'ok' ? null : `token:${verdict}`
}
