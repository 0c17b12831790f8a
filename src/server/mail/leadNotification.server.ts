import type { Lead } from '../leads/lead.server.ts'
import type { LeadNotification } from '../leads/outbox.server.ts'

/** The plain-text email staff receive for a new lead; Reply-To is the visitor (see outboxWorker). */
export function leadNotification(recipient: string) {
  return (lead: Lead): LeadNotification => ({
    recipient,
    // Names may carry line breaks from a crafted request: a header must stay one line.
    subject: `New enquiry from ${lead.name.replace(/\s+/g, ' ').slice(0, 80)} (${lead.locale})`,
    body: [
      'A visitor sent a message through the website contact form.',
      '',
      `Name:     ${lead.name}`,
      `Email:    ${lead.email}`,
      `Phone:    ${lead.phone || '-'}`,
      `Language: ${lead.locale}`,
      `Page:     ${lead.page}`,
      `Time:     ${lead.createdAt.toISOString()}`,
      `Lead:     #${lead.id}`,
      '',
      'Message:',
      lead.message,
      '',
      'Reply to this email to answer the visitor directly.',
    ].join('\n'),
  })
}
