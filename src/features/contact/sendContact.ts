// One message from the enhanced form to POST /api/contact, as JSON
// (docs/decisions/0006-contact-delivery.md). Network failures and 5xx answers are retried with
// the same idempotency key; every 4xx is final.
import { contactRetry } from '#config/contactRetry.ts'
import type { ContactField } from './contactSchema.ts'
import { withRetry } from './retry.ts'

export const contactEndpoint = '/api/contact'

export type SendOutcome =
  | { kind: 'received' }
  /** The server refused fields: its messages, in the visitor's language. */
  | { kind: 'invalid'; messages: Partial<Record<ContactField, string>> }
  | { kind: 'tooMany' }
  | { kind: 'failed' }

class Retryable extends Error {}

async function attempt(payload: Record<string, string>): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetch(contactEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    })
  } catch {
    throw new Retryable('network')
  }
  if (response.status >= 500) throw new Retryable(String(response.status))
  if (response.ok) return { kind: 'received' }
  if (response.status === 429) return { kind: 'tooMany' }
  if (response.status === 422) {
    const body = (await response.json().catch(() => ({}))) as { errors?: Partial<Record<ContactField, string>> }
    return { kind: 'invalid', messages: body.errors ?? {} }
  }
  return { kind: 'failed' }
}

/** Sends the form's fields; resolves with what the visitor should be told, never rejects. */
export async function sendContact(payload: Record<string, string>): Promise<SendOutcome> {
  try {
    return await withRetry(contactRetry, () => attempt(payload))
  } catch {
    return { kind: 'failed' }
  }
}
