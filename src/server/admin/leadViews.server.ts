import type { LeadDetails, LeadSummary } from '#features/admin/adminViews.ts'
import type { Lead } from '../leads/lead.server.ts'

// What the admin pages show of a lead: never its idempotency key or the visitor's address.

export function toLeadDetails(lead: Lead): LeadDetails {
  const { idempotencyKey: _key, ip: _ip, createdAt, ...shown } = lead
  return { ...shown, createdAt: createdAt.toISOString() }
}

export function toLeadSummary(lead: Lead): LeadSummary {
  const { id, createdAt, name, email, message, locale, status } = lead
  return { id, createdAt: createdAt.toISOString(), name, email, message, locale, status }
}
